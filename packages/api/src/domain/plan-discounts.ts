import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountPlans, planPurchases, planUses } from '../db/schema';

export interface PlanDiscount {
  purchaseId: number;
  discountValue: number;
}

/**
 * A plan's uses are counted on its purchase: `remaining_uses` is what is neither held by an Unpaid booking nor spent
 * on a paid one. A use is taken in the transaction that holds the car (`takePlanUse`) and goes back only when that
 * booking is canceled before it is paid (`releasePlanUses`), so one use can never discount two bookings, however many
 * are priced or made at once (docs/decisions/012-plan-uses-taken-when-booked.md).
 */

/**
 * The customer's best plan with a use left: the highest discount, the oldest purchase first. A plan withdrawn
 * (soft-deleted) after it was bought keeps working. Only reads: what calculate-cost shows.
 */
export async function bestPlanDiscount(db: Db, userId: number): Promise<PlanDiscount | undefined> {
  const [best] = await db
    .select({ purchaseId: planPurchases.id, discountValue: discountPlans.discountValue })
    .from(planPurchases)
    .innerJoin(discountPlans, eq(discountPlans.id, planPurchases.planId))
    .where(and(eq(planPurchases.userId, userId), gt(planPurchases.remainingUses, 0)))
    .orderBy(desc(discountPlans.discountValue), asc(planPurchases.id))
    .limit(1);
  return best;
}

/**
 * Takes one use of the customer's best plan, inside the booking's transaction. The purchases are locked first, so a
 * parallel booking of the same customer waits here and then finds the use gone (PostgreSQL re-reads a locked row
 * once its holder commits). Undefined when no plan has a use left; rolled back with the booking if it fails.
 */
export async function takePlanUse(tx: Db, userId: number): Promise<PlanDiscount | undefined> {
  const usable = await tx
    .select({ purchaseId: planPurchases.id, discountValue: discountPlans.discountValue })
    .from(planPurchases)
    .innerJoin(discountPlans, eq(discountPlans.id, planPurchases.planId))
    .where(and(eq(planPurchases.userId, userId), gt(planPurchases.remainingUses, 0)))
    .orderBy(desc(discountPlans.discountValue), asc(planPurchases.id))
    .for('update', { of: planPurchases });
  const best = usable[0];
  if (!best) return undefined;
  await tx
    .update(planPurchases)
    .set({ remainingUses: sql`${planPurchases.remainingUses} - 1` })
    .where(eq(planPurchases.id, best.purchaseId));
  return best;
}

/** Notes which purchase discounted a new booking, so that canceling it unpaid can give the use back. */
export async function recordPlanUse(tx: Db, bookingId: number, discount: PlanDiscount): Promise<void> {
  await tx
    .insert(planUses)
    .values({ purchaseId: discount.purchaseId, bookingId, discountValue: discount.discountValue });
}

/**
 * Bookings canceled before they were paid (by their owner, or their hold ran out) give their plan's use back. Marking
 * the use released first makes it happen once per booking, whichever path cancels it.
 */
export async function releasePlanUses(tx: Db, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const released = await tx
    .update(planUses)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(planUses.bookingId, bookingIds), isNull(planUses.releasedAt)))
    .returning({ purchaseId: planUses.purchaseId });
  const usesPerPurchase = new Map<number, number>();
  for (const { purchaseId } of released) usesPerPurchase.set(purchaseId, (usesPerPurchase.get(purchaseId) ?? 0) + 1);
  for (const [purchaseId, uses] of usesPerPurchase) {
    await tx
      .update(planPurchases)
      .set({ remainingUses: sql`${planPurchases.remainingUses} + ${uses}` })
      .where(eq(planPurchases.id, purchaseId));
  }
}
