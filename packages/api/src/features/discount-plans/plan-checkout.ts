import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  discountPlanMessages,
  type CreateDiscountLinkBody,
  type Locale,
  type PaymentLink,
  plansTexts,
} from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { discountPlans, payments, planPurchases } from '../../db/schema';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import { planNotFound, type PlanRow } from './plan-catalogue';

export interface PlanCheckoutDeps {
  db: Db;
  providers: PaymentProviders;
  /** Writes a plan payment's description in the buyer's language. */
  catalogue: Catalogue;
}

/** Buying a plan: whether a customer has, and the checkout link of a purchase (the plan side of payments). */
export function createPlanCheckout({ db, providers, catalogue }: PlanCheckoutDeps) {
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
    isBought: async (userId: number, planId: number) => ({ bought: await hasBought(userId, planId) }),

    /**
     * The checkout link of a plan purchase; an unpaid payment for the same plan is reused rather than doubled. A new
     * payment is described in `locale`, the language the customer buys in.
     */
    async createLink(
      userId: number,
      body: CreateDiscountLinkBody,
      origin: string,
      locale: Locale,
    ): Promise<PaymentLink> {
      if (body.userId !== userId) throw new AppError('FORBIDDEN', discountPlanMessages.userMismatch);
      const plan = await livePlan(body.discountPlanId);
      if (!plan) throw planNotFound();
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
              description: catalogue.text(locale, plansTexts, 'description.payment', {
                title: plan.title,
                percent: plan.discountValue,
              }),
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
