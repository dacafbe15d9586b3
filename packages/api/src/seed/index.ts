import type { Db } from '../db/client';
import { cities, users } from '../db/schema';
import { describeAccounts, ensureAccount, existingDemoAccounts, seedDemoAccounts } from './accounts';
import { seedAuctionHistory } from './auction-history';
import { seedAuctions } from './auctions';
import { seedCars } from './cars';
import { seedCities } from './cities';
import { seedDamageTypes } from './damage-types';
import { seedDiscountPlans } from './discount-plans';
import { seedHistory } from './history';

/** One step of the demo data. Each must be idempotent; later features append theirs (cars after cities…). */
export interface SeedStep {
  name: string;
  /** `now`: the moment the demo's history is told from (the same `now` gives the same rows). */
  run(db: Db, now: Date): Promise<void>;
  /**
   * Creates the demo accounts or gives them data (trips, payments, bids, a won auction). Skipped where demo accounts
   * are off, also when someone registered one of their e-mails: that person must not inherit the demo's history.
   */
  needsDemoAccounts?: boolean;
}

export const demoSeed: SeedStep[] = [
  { name: 'cities', run: seedCities },
  { name: 'demo accounts', run: seedDemoAccounts, needsDemoAccounts: true },
  { name: 'cars', run: seedCars },
  { name: 'discount plans', run: seedDiscountPlans },
  { name: 'auctions', run: seedAuctions, needsDemoAccounts: true },
  // A year of trips, payments, reviews, plans, messages and maintenance: bookings and their customers are demo data.
  { name: 'a year of history', run: seedHistory, needsDemoAccounts: true },
  { name: 'past auctions', run: seedAuctionHistory, needsDemoAccounts: true },
];

export interface SeedOptions {
  /** With DATABASE_URL, demo data goes in only on request; the embedded database gets it whenever it is empty. */
  isEmbedded: boolean;
  seed: 'demo' | undefined;
  /**
   * Whether the demo accounts (published passwords) may be created: only ever in the embedded database, and not
   * there either when DEMO_ACCOUNTS=false (the Docker image).
   */
  demoAccounts: boolean;
  admin: { email: string; password: string } | undefined;
  log: (message: string) => void;
  /** Problems an operator should act on; defaults to `log`. */
  warn?: (message: string) => void;
  /** The demo's "now" (tests fix it); the clock by default. */
  now?: Date;
}

async function isEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  return !user && !city;
}

/** Runs after the migrations at every start-up. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  // Checked here as well as in the configuration: a shared database never gets accounts with published passwords.
  const demoAccounts = options.isEmbedded && options.demoAccounts;
  const wantsDemo = options.seed === 'demo' || (options.isEmbedded && (await isEmpty(db)));
  if (wantsDemo) {
    const now = options.now ?? new Date();
    const started = performance.now();
    let cpuMs = 0;
    let hashingMs = 0;
    for (const step of demoSeed) {
      if (step.needsDemoAccounts && !demoAccounts) continue;
      const cpu = process.cpuUsage();
      await step.run(db, now);
      const { user, system } = process.cpuUsage(cpu);
      cpuMs += (user + system) / 1000;
      if (step.run === seedDemoAccounts) hashingMs = (user + system) / 1000;
      options.log(`seeded ${step.name}`);
    }
    // The CPU time is what seeding costs (the wall-clock time also says how busy the machine was); most of the demo
    // accounts' share is their password hashes, slow on purpose (security/passwords.ts).
    options.log(
      `seeded the demo data in ${Math.round(performance.now() - started)} ms (${Math.round(cpuMs)} ms of CPU, ${Math.round(hashingMs)} ms of it for the demo accounts)`,
    );
  }
  // Reference data, not demo data: the damage report needs its catalogue in every installation.
  await seedDamageTypes(db);
  if (options.admin) {
    const created = await ensureAccount(db, { name: 'Administrator', role: 'ADMIN', ...options.admin });
    if (created) options.log(`created the administrator ${options.admin.email}`);
  }
  await announceDemoAccounts(db, demoAccounts, options);
}

/**
 * Says at every start-up which demo accounts this database holds. In the embedded demo that is expected; anywhere
 * else (a Docker volume or a database seeded by an older release) they are a way in for anyone who read the README.
 */
async function announceDemoAccounts(db: Db, demoAccounts: boolean, options: SeedOptions): Promise<void> {
  const present = await existingDemoAccounts(db);
  if (present.length === 0) return;
  if (demoAccounts) {
    options.log(
      `demo accounts: ${describeAccounts(present)}, with the passwords published in the README; for trying Wayfare on this machine only (the Docker image and DATABASE_URL deployments never create them)`,
    );
  } else {
    (options.warn ?? options.log)(
      `this database holds the demo accounts ${describeAccounts(present)}, whose passwords are published in the README: delete them or change their passwords`,
    );
  }
}
