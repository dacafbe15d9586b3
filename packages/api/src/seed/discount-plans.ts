import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountPlans } from '../db/schema';
import { FLEET_AGE_MS } from './cars';

/** Three plans on sale in the demo, from a small saver to a frequent-driver plan. */
export const demoDiscountPlans = [
  {
    title: 'Weekend Saver',
    description: '10% off the trip cost of your next 3 bookings.',
    discountValue: 10,
    remainingUses: 3,
    price: 9.99,
  },
  {
    title: 'City Hopper',
    description: '20% off the trip cost of your next 5 bookings.',
    discountValue: 20,
    remainingUses: 5,
    price: 24.99,
  },
  {
    title: 'Road Warrior',
    description: '30% off the trip cost of your next 10 bookings.',
    discountValue: 30,
    remainingUses: 10,
    price: 59,
  },
];

/** Idempotent: a plan whose title is already there (live or withdrawn) is not added again. */
export async function seedDiscountPlans(db: Db, now: Date = new Date()): Promise<void> {
  const titles = demoDiscountPlans.map((plan) => plan.title);
  const existing = new Set(
    (
      await db.select({ title: discountPlans.title }).from(discountPlans).where(inArray(discountPlans.title, titles))
    ).map((row) => row.title),
  );
  const missing = demoDiscountPlans.filter((plan) => !existing.has(plan.title));
  // On sale since the fleet started, so the year of demo history can have bought them.
  const createdAt = new Date(now.getTime() - FLEET_AGE_MS);
  if (missing.length > 0) await db.insert(discountPlans).values(missing.map((plan) => ({ ...plan, createdAt })));
}
