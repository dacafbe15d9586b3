import type { discountPlans } from '../db/schema';
import { DAY_MS, HOUR_MS } from './history-plan';
import type { Trip } from './history-rows';
import type { Random } from './random';

export interface Purchase {
  userId: number;
  plan: typeof discountPlans.$inferSelect;
  at: Date;
  used: number;
}

/**
 * Plans bought over the year by some of the other customers (not the demo accounts, whose prices the journeys
 * check), each discounting that customer's next bookings until its uses run out (docs/product/pricing.md).
 */
export function planPurchasesOf(
  random: Random,
  trips: Trip[],
  customers: number[],
  plans: (typeof discountPlans.$inferSelect)[],
  now: Date,
): Purchase[] {
  const live = plans.filter((plan) => plan.deletedAt === null);
  if (live.length === 0) return [];
  const purchases: Purchase[] = [];
  for (let index = 0; index < 18; index++) {
    const userId = customers[(index * 7) % customers.length];
    if (userId === undefined) continue;
    const at = new Date(now.getTime() - random.int(5, 330) * DAY_MS - random.int(0, 12) * HOUR_MS);
    purchases.push({ userId, plan: random.pick(live), at, used: 0 });
  }
  purchases.sort((a, b) => +a.at - +b.at);
  const byCreation = trips
    .map((trip, index) => ({ trip, index }))
    .sort((a, b) => +a.trip.createdAt - +b.trip.createdAt);
  for (const [index, purchase] of purchases.entries()) {
    for (const { trip } of byCreation) {
      if (purchase.used >= purchase.plan.remainingUses) break;
      const unpaidCancel = trip.status === 'Canceled' && !trip.wasPaid;
      if (trip.userId !== purchase.userId || trip.purchase !== undefined || unpaidCancel) continue;
      if (trip.createdAt <= purchase.at) continue;
      trip.purchase = index;
      trip.discountPercent = purchase.plan.discountValue;
      purchase.used += 1;
    }
  }
  return purchases;
}
