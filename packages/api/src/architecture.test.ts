import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** A small tree shaped like the repo whose files break the layer rules on purpose (see its README). */
const fixtures = fileURLToPath(new URL('./test/fixtures/layers', import.meta.url));

/** The rules `npm run lint` checks, cruised from `baseDir` as the lint script cruises from the repo root. */
async function violations(baseDir: string, roots: string[]) {
  const options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.cjs'));
  const { output } = await cruise(roots, { ...options, baseDir });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

describe('the layer rules of .dependency-cruiser.cjs', () => {
  it('reject a lower layer reaching up, a domain importing a plugin, a routes file reaching the database, app code importing a test helper, another feature importing the bookings table and a shared web part importing a feature', async () => {
    const found = await violations(fixtures, ['packages']);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          rule: 'api-lower-layers-stay-low',
          from: 'packages/api/src/lib/reaches-up.ts',
          to: 'packages/api/src/features/cars/cars.service.ts',
        },
        {
          rule: 'api-domain-below-plugins-and-features',
          from: 'packages/api/src/domain/reaches-up.ts',
          to: 'packages/api/src/plugins/auth.ts',
        },
        {
          rule: 'api-routes-declare-only',
          from: 'packages/api/src/features/cars/cars.routes.ts',
          to: 'packages/api/src/db/client.ts',
        },
        {
          rule: 'api-no-test-helpers-in-code',
          from: 'packages/api/src/features/cars/uses-test-helper.ts',
          to: 'packages/api/src/test/factories.ts',
        },
        {
          rule: 'api-bookings-table-owned',
          from: 'packages/api/src/features/reviews/reviews.service.ts',
          to: 'packages/api/src/db/schema/bookings.ts',
        },
        {
          rule: 'web-shared-below-features',
          from: 'packages/web/src/components/reaches-up.ts',
          to: 'packages/web/src/features/search/search-page.ts',
        },
      ]),
    );
    expect(found).toHaveLength(6);
  });

  it('find nothing to reject in the API and the web app as they are', async () => {
    expect(await violations(repo, ['packages/api', 'packages/web'])).toEqual([]);
  }, 60_000);
});

describe('the API feature shape', () => {
  it('gives every feature one <name>.plugin.ts, registered by app.ts', () => {
    const features = readdirSync(new URL('./features', import.meta.url));
    const app = readFileSync(new URL('./app.ts', import.meta.url), 'utf8');
    for (const name of features) {
      expect(readdirSync(new URL(`./features/${name}`, import.meta.url))).toContain(`${name}.plugin.ts`);
      expect(app).toContain(`from './features/${name}/${name}.plugin';`);
    }
  });
});
