import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { seedOptions } from '../src/boot-database';
import type { Database } from '../src/db/client';
import { auctions, bids, bookings, cities, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { demoAccounts } from '../src/seed/accounts';
import { demoCustomerEmail, demoCustomers } from '../src/seed/customers';
import { testConfig } from '../src/test/app';
import { openTestDatabase } from '../src/test/database';

/**
 * Published demo passwords stay on the demo. admin@example.com / admin123 and the other demo accounts are created
 * only by the embedded demo of `npm start`, which says so at start-up: never on a DATABASE_URL database (not even
 * with SEED=demo) and never in the Docker image, where the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD.
 */

const DEMO_EMAILS = ['admin@example.com', 'customer@example.com', 'bidder@example.com'];
const DEMO_EMAIL = /\b(?:admin|customer|bidder)@example\.com/i;
const ADMIN = { ADMIN_EMAIL: 'owner@rent.example.com', ADMIN_PASSWORD: 'a-long-owner-password' };
const POSTGRES = { DATABASE_URL: 'postgres://db.internal/wayfare', PUBLIC_URL: 'https://rent.example.com' };

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** Seeds a fresh database as the server would at start-up with this environment; answers what was logged. */
async function startUp(env: Record<string, string>) {
  database ??= await openTestDatabase();
  const lines: string[] = [];
  const warnings: string[] = [];
  await seedDatabase(
    database.db,
    seedOptions(
      testConfig(env),
      (line) => lines.push(line),
      (line) => warnings.push(line),
    ),
  );
  const emails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
  return { db: database.db, lines, warnings, emails };
}

describe('DATABASE_URL', () => {
  it('with SEED=demo: the demo data goes in, but no user besides ADMIN_EMAIL', async () => {
    const { db, emails, lines } = await startUp({ ...POSTGRES, SEED: 'demo', ...ADMIN });
    expect(emails).toEqual([ADMIN.ADMIN_EMAIL]);
    expect((await db.select().from(cities)).length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(DEMO_EMAIL);
  });

  it('someone who registered a demo e-mail inherits no demo trips, bids or won auction, and the operator is warned', async () => {
    database = await openTestDatabase();
    const [stranger] = await database.db
      .insert(users)
      .values({
        name: 'Not Carl',
        email: 'Customer@Example.com',
        passwordHash: 'x',
        role: 'CUSTOMER',
        birthDate: '1990-01-01',
      })
      .returning();
    const { db, emails, warnings } = await startUp({ ...POSTGRES, SEED: 'demo', ...ADMIN });
    expect(emails).toEqual(['Customer@Example.com', ADMIN.ADMIN_EMAIL]);
    expect(await db.select().from(bookings)).toEqual([]);
    expect(await db.select().from(bids)).toEqual([]);
    expect((await db.select().from(auctions)).filter((a) => a.winnerUserId === stranger?.id)).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('customer@example.com (CUSTOMER)')]);
  });

  it('DEMO_ACCOUNTS=true beside DATABASE_URL stops the start-up', () => {
    expect(() => loadConfig({ ...POSTGRES, JWT_SECRET: 'x'.repeat(32), DEMO_ACCOUNTS: 'true' })).toThrow(ConfigError);
    try {
      loadConfig({ ...POSTGRES, JWT_SECRET: 'x'.repeat(32), DEMO_ACCOUNTS: 'true' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^DEMO_ACCOUNTS: cannot be true with DATABASE_URL/),
      ]);
    }
  });
});

describe('the Docker image', () => {
  it('sets DEMO_ACCOUNTS=false in the image that runs', () => {
    const dockerfile = readFileSync(fileURLToPath(new URL('../../../Dockerfile', import.meta.url)), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^ENV [^\n]*(?:\\\n[^\n]*)*\bDEMO_ACCOUNTS=false\b/m);
  });

  it('with that setting, its empty embedded database gets the demo data but no user besides ADMIN_EMAIL', async () => {
    const { db, emails, lines } = await startUp({ DEMO_ACCOUNTS: 'false', ...ADMIN });
    expect(emails).toEqual([ADMIN.ADMIN_EMAIL]);
    expect((await db.select().from(cities)).length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(DEMO_EMAIL);
  });
});

describe('the embedded demo (npm start)', () => {
  it('creates the demo accounts and says so at start-up, naming them without their passwords', async () => {
    const { db, emails, lines, warnings } = await startUp({});
    // Besides the demo accounts, only the customers of the demo's history (seed/customers.ts), who have no password
    // at all: nobody can sign in as them.
    const history = demoCustomers.map((customer) => demoCustomerEmail(customer.name));
    expect(emails).toEqual([...DEMO_EMAILS, ...history].sort());
    const withPassword = await db.select({ email: users.email }).from(users).where(isNotNull(users.passwordHash));
    expect(withPassword.map((row) => row.email).sort()).toEqual([...DEMO_EMAILS].sort());
    const line = lines.find((l) => l.startsWith('demo accounts: '));
    expect(line).toContain('admin@example.com (ADMIN), customer@example.com (CUSTOMER), bidder@example.com (CUSTOMER)');
    for (const account of demoAccounts) expect(line).not.toContain(account.password);
    expect(warnings).toEqual([]);

    // And again at the next start-up, when nothing is seeded any more.
    const again = await startUp({});
    expect(again.lines.filter((l) => l.startsWith('demo accounts: '))).toHaveLength(1);
  });
});
