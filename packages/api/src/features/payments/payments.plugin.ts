import type { FastifyPluginAsync } from 'fastify';
import { createPaymentConfirmation } from './payment-confirm';
import { createPaymentReads } from './payment-reads';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createStripeWebhook } from './stripe-webhook';
import { testCheckoutRoutes } from './test-checkout.routes';
import { createTestCheckoutService } from './test-checkout.service';
import { webhookRoutes } from './webhook.routes';

/** Payments under /api/payments, wired once: the confirm path, the test checkout, Stripe's webhook, refunds on cancel. */
export const paymentsPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const providers = app.paymentProviders;
  const events = app.events;
  const reads = createPaymentReads({ db, timeZone: app.config.timezone });
  const confirmation = createPaymentConfirmation({ db, providers, events });
  const service = createPaymentsService({ db, providers, events, reads });
  const webhook = createStripeWebhook({ secret: app.config.stripe.webhookSecret, confirmation });

  // The bookings feature cancels; the money is ours to give back.
  const unsubscribe = app.events.subscribe('bookingCanceled', async ({ bookingId, wasPaid }) => {
    if (wasPaid) await confirmation.refundBooking(bookingId);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  await app.register(paymentsRoutes, { prefix: '/api/payments', service, reads, confirmation });
  await app.register(testCheckoutRoutes, {
    prefix: '/api/payments/test-checkout',
    service: createTestCheckoutService({ db }),
  });
  await app.register(webhookRoutes, { prefix: '/api/payments', webhook });
};
