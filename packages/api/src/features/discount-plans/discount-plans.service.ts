import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  discountPlanMessages,
  type CreateDiscountLinkBody,
  type CreateDiscountPlanBody,
  type DiscountPlan,
  type PaymentLink,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { discountPlans, payments, planPurchases } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

type PlanRow = typeof discountPlans.$inferSelect;

const toPlan = (row: PlanRow): DiscountPlan => ({
  id: row.id,
  title: row.title,
  description: row.description,
  discountValue: row.discountValue,
  price: row.price,
  remainingUses: row.remainingUses,
});

const notFound = () => new AppError('NOT_FOUND', discountPlanMessages.notFound);

export interface DiscountPlansServiceDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
}

/**
 * The discount plan calls (docs/product/pricing.md#discount-plans), and the plan side of payments
 * (`create-discount-link`).
 */
export function createDiscountPlansService({ db, providers, events }: DiscountPlansServiceDeps) {
  async function livePlan(id: number): Promise<PlanRow | undefined> {
    const [plan] = await db
      .select()
      .from(discountPlans)
      .where(and(eq(discountPlans.id, id), isNull(discountPlans.deletedAt)));
    return plan;
  }

  async function hasBought(userId: number, planId: number): Promise<boolean> {
    const [purchase] = await db
      .select({ id: planPurchases.id })
      .from(planPurchases)
      .where(and(eq(planPurchases.userId, userId), eq(planPurchases.planId, planId)))
      .limit(1);
    return purchase !== undefined;
  }

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
        if (!removed) throw notFound();
        const { id: _id, ...before } = toPlan(removed);
        await recordAudit(tx, { actorId, action: 'delete', entity: 'discount_plan', entityId: id, before });
      });
    },

    isBought: async (userId: number, planId: number) => ({ bought: await hasBought(userId, planId) }),

    /** The checkout link of a plan purchase; an unpaid payment for the same plan is reused rather than doubled. */
    async createLink(userId: number, body: CreateDiscountLinkBody, origin: string): Promise<PaymentLink> {
      if (body.userId !== userId) throw new AppError('FORBIDDEN', discountPlanMessages.userMismatch);
      const plan = await livePlan(body.discountPlanId);
      if (!plan) throw notFound();
      if (await hasBought(userId, plan.id)) throw new AppError('CONFLICT', discountPlanMessages.alreadyBought);

      const payment = await db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.userId, userId),
              eq(payments.discountPlanId, plan.id),
              eq(payments.kind, 'discount_plan'),
              eq(payments.paid, false),
            ),
          )
          .orderBy(desc(payments.id))
          .limit(1);
        if (open) return open;
        const created = firstRow(
          await tx
            .insert(payments)
            .values({
              userId,
              kind: 'discount_plan',
              discountPlanId: plan.id,
              description: `Discount plan: ${plan.title} (${plan.discountValue}% off)`,
              amount: plan.price,
              provider: providers.current.name,
            })
            .returning(),
          'insert into payments',
        );
        return created;
      });
      return { url: await ensureCheckoutLink(db, providers, payment, origin) };
    },
  };
}

export type DiscountPlansService = ReturnType<typeof createDiscountPlansService>;
