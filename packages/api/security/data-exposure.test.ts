import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/test/app';
import { documentedRoutes, fetchOpenApi, type DocumentedRoute } from './support/openapi';
import { createWorld, type World } from './support/world';

/**
 * Every GET of the OpenAPI document, called anonymously and as customer A with B's ids filled in: no answer holds
 * what only B (or an admin) may see — B's e-mail, Google subject, support message, payment, checkout session.
 */

let t: TestApp;
let w: World;
let routes: DocumentedRoute[];
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t.app);
  routes = documentedRoutes(await fetchOpenApi(t.app)).filter(
    (r) => r.method === 'GET' && !r.key.includes('/deployments/'),
  );
});
afterAll(() => t.close());

/** Required query parameters, filled with B's objects where they name one. */
function queryFor(route: DocumentedRoute): string {
  const values: Record<string, string> = {
    bookingId: String(w.unpaidBookingB),
    carId: String(w.carId),
    id: String(w.planId),
    page: '0',
    sessionId: w.checkoutSessionB,
    cityName: 'Berlin',
    fromCity: String(w.cityId),
    toCity: String(w.otherCityId),
    from: String(w.cityId),
    to: String(w.otherCityId),
    trips: `${w.cityId}-${w.otherCityId}`,
    serviceType: 'backend',
  };
  const pairs = route.requiredQuery.map((name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.key}: no value for the query parameter "${name}"`);
    return `${name}=${encodeURIComponent(value)}`;
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function secretsOfB(): string[] {
  return [w.b.user.email, w.b.user.googleSub ?? 'no-sub', 'Help for B', 'Trip of B', w.checkoutSessionB];
}

describe.each([
  ['anonymous', () => ({})],
  ['customer A', () => w.a.headers],
] as const)('as %s', (_who, headers) => {
  it("no GET answers with B's private data", async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = `${route.url}${queryFor(route)}`;
      const response = await t.app.inject({ method: 'GET', url, headers: headers() });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      for (const secret of secretsOfB()) expect(response.body, `${url} shows ${secret}`).not.toContain(secret);
    }
  });
});

describe('as the admin', () => {
  it("the same crawl does show B's data somewhere (so the check above can fail)", async () => {
    const bodies: string[] = [];
    for (const route of routes) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${route.url}${queryFor(route)}`,
        headers: w.admin.headers,
      });
      bodies.push(response.body);
    }
    const all = bodies.join('\n');
    expect(all).toContain('Help for B');
    expect(all).toContain('Trip of B');
  });
});
