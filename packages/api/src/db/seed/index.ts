import type { Db } from '../client';
import { cities, users } from '../schema';
import { ensureAccount, seedDemoAccounts } from './accounts';
import { seedAuctions } from './auctions';
import { seedPastBookings } from './bookings';
import { seedCars } from './cars';
import { seedCities } from './cities';
import { seedDamageTypes } from './damage-types';
import { seedDiscountPlans } from './discount-plans';
import { seedPastPayments } from './payments';

/** One step of the demo data. Each must be idempotent; later features append theirs (cars after cities…). */
export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

export const demoSeed: SeedStep[] = [
  { name: 'cities', run: seedCities },
  { name: 'demo accounts', run: seedDemoAccounts },
  { name: 'cars', run: seedCars },
  { name: 'past bookings', run: (db) => seedPastBookings(db) },
  { name: 'past payments and reviews', run: seedPastPayments },
  { name: 'discount plans', run: seedDiscountPlans },
  { name: 'auctions', run: (db) => seedAuctions(db) },
];

export interface SeedOptions {
  /** With DATABASE_URL, demo data goes in only on request; the embedded database gets it whenever it is empty. */
  isEmbedded: boolean;
  seed: 'demo' | undefined;
  admin: { email: string; password: string } | undefined;
  log: (message: string) => void;
}

async function isEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  return !user && !city;
}

/** Runs after the migrations at every start-up. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const wantsDemo = options.seed === 'demo' || (options.isEmbedded && (await isEmpty(db)));
  if (wantsDemo) {
    for (const step of demoSeed) {
      await step.run(db);
      options.log(`seeded ${step.name}`);
    }
  }
  // Reference data, not demo data: the damage report needs its catalogue in every installation.
  await seedDamageTypes(db);
  if (options.admin) {
    const created = await ensureAccount(db, { name: 'Administrator', role: 'ADMIN', ...options.admin });
    if (created) options.log(`created the administrator ${options.admin.email}`);
  }
}
