import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountPlans, planPurchases, planUses } from '../db/schema';

export interface PlanDiscount {
  purchaseId: number;
  discountValue: number;
}

/**
 * The customer's best plan (DESIGN §6): the bought plan with the highest discount that still has uses left. A plan
 * withdrawn (soft-deleted) after it was bought keeps working.
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

/** Notes which purchase discounted a new booking; the use is spent only when that booking is paid. */
export async function recordPlanUse(db: Db, bookingId: number, discount: PlanDiscount): Promise<void> {
  await db
    .insert(planUses)
    .values({ purchaseId: discount.purchaseId, bookingId, discountValue: discount.discountValue })
    .onConflictDoNothing();
}
