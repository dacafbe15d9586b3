import { and, asc, eq, isNull } from 'drizzle-orm';
import { discountPlanMessages, type CreateDiscountPlanBody, type DiscountPlan } from '@wayfare/common';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { discountPlans } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { EventBus } from '../../events/domain-events';
import { AppError } from '../../lib/app-error';

export type PlanRow = typeof discountPlans.$inferSelect;

const toPlan = (row: PlanRow): DiscountPlan => ({
  id: row.id,
  title: row.title,
  description: row.description,
  discountValue: row.discountValue,
  price: row.price,
  remainingUses: row.remainingUses,
});

export const planNotFound = () => new AppError('NOT_FOUND', discountPlanMessages.notFound);

export interface PlanCatalogueDeps {
  db: Db;
  events: EventBus;
}

/** The plans on sale: listed for everyone, put on sale and withdrawn by administrators. */
export function createPlanCatalogue({ db, events }: PlanCatalogueDeps) {
  return {
    /** Plans on sale, oldest first; withdrawn ones are not listed. */
    async list(): Promise<DiscountPlan[]> {
      const rows = await db
        .select()
        .from(discountPlans)
        .where(isNull(discountPlans.deletedAt))
        .orderBy(asc(discountPlans.id));
      return rows.map(toPlan);
    },

    /**
     * Puts a plan on sale, recorded in the audit log by `actorId` (docs/product/admin-tools.md#audit-log), and
     * announces it once written (promotional e-mail is the mail feature's business).
     */
    async create(body: CreateDiscountPlanBody, actorId: number): Promise<DiscountPlan> {
      const plan = await db.transaction(async (tx) => {
        const row = firstRow(await tx.insert(discountPlans).values(body).returning(), 'insert into discount_plans');
        const { id, ...after } = toPlan(row);
        await recordAudit(tx, { actorId, action: 'create', entity: 'discount_plan', entityId: id, after });
        return toPlan(row);
      });
      await events.publish('discountPlanCreated', { planId: plan.id });
      return plan;
    },

    /** Withdraws a plan: it is no longer sold, but purchases of it keep their uses. Recorded like `create`. */
    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .update(discountPlans)
          .set({ deletedAt: new Date() })
          .where(and(eq(discountPlans.id, id), isNull(discountPlans.deletedAt)))
          .returning();
        if (!removed) throw planNotFound();
        const { id: _id, ...before } = toPlan(removed);
        await recordAudit(tx, { actorId, action: 'delete', entity: 'discount_plan', entityId: id, before });
      });
    },
  };
}
