import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountPlans, planPurchases } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';

export interface PlanPurchasesDeps {
  db: Db;
  events: EventBus;
}

/**
 * What happens to plans when money arrives: a plan payment grants the plan. (A booking's use is taken when the
 * booking is made and given back if it is canceled unpaid: domain/plan-discounts.ts.)
 */
export function createPlanPurchases({ db, events }: PlanPurchasesDeps) {
  return {
    /** A confirmed plan payment grants the plan once (the unique payment id absorbs a replay). */
    async grant(paymentId: number, userId: number, planId: number): Promise<void> {
      const purchase = await db.transaction(async (tx) => {
        // A plan withdrawn after its checkout was opened is still honoured: the customer paid for it.
        const [plan] = await tx.select().from(discountPlans).where(eq(discountPlans.id, planId));
        if (!plan) throw new Error(`payment ${paymentId} is for a missing plan ${planId}`);
        const [row] = await tx
          .insert(planPurchases)
          .values({ userId, planId, paymentId, remainingUses: plan.remainingUses })
          .onConflictDoNothing()
          .returning({ id: planPurchases.id });
        return row;
      });
      if (purchase) await events.publish('discountPlanBought', { purchaseId: purchase.id, planId, userId });
    },
  };
}
