import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountPlans, planPurchases, planUses } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';

/** What happens to plans when money arrives: a plan payment grants the plan, a paid booking spends a use. */
export function createPlanPurchases(db: Db, events: EventBus) {
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

    /** A booking priced with a plan was paid: its purchase loses one use, never going below zero. */
    async spendFor(bookingId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [use] = await tx.select().from(planUses).where(eq(planUses.bookingId, bookingId));
        if (!use) return;
        await tx
          .update(planPurchases)
          .set({ remainingUses: sql`greatest(${planPurchases.remainingUses} - 1, 0)` })
          .where(eq(planPurchases.id, use.purchaseId));
      });
    },
  };
}
