import type { FastifyPluginAsync } from 'fastify';
import { discountLinkRoutes } from './discount-link.routes';
import { discountPlansRoutes } from './discount-plans.routes';
import { createDiscountPlansService } from './discount-plans.service';
import { createPlanPurchases } from './plan-purchases';

/** Discount plans: `/api/discountPlans`, the plan checkout link under `/api/payments`, and the money events. */
export const discountPlansPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const service = createDiscountPlansService({
    db,
    providers: app.paymentProviders,
    events: app.events,
    catalogue: app.catalogue,
  });
  const purchases = createPlanPurchases({ db, events: app.events });

  const unsubscribe = [
    app.events.subscribe('paymentConfirmed', async ({ kind, paymentId, userId, discountPlanId }) => {
      if (kind === 'discount_plan' && discountPlanId !== null) await purchases.grant(paymentId, userId, discountPlanId);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });

  await app.register(discountPlansRoutes, { prefix: '/api/discountPlans', service });
  await app.register(discountLinkRoutes, { prefix: '/api/payments', service });
};
