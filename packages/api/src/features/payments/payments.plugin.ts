import type { FastifyPluginAsync } from 'fastify';
import type { BookingsPort } from '../../domain/bookings-port';
import { createPaymentConfirmation } from './payment-confirm';
import { createPaymentReads } from './payment-reads';
import { paymentReceipts } from './payment-receipts';
import { createRefundPayouts } from './refund-payouts';
import { refundRetryJob } from './refund-retry';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { receiptsRoutes } from './receipts.routes';
import { createStripeWebhook } from './stripe-webhook';
import { testCheckoutRoutes } from './test-checkout.routes';
import { createTestCheckoutService } from './test-checkout.service';
import { webhookRoutes } from './webhook.routes';

/**
 * Payments under /api/payments, wired once: the confirm path, the test checkout, Stripe's webhook, refunds on cancel.
 * The bookings they are for are read and locked through the bookings feature's port (app.ts hands it over).
 */
export const paymentsPlugin: FastifyPluginAsync<{ bookings: BookingsPort }> = async (app, { bookings }) => {
  const db = app.database.db;
  const providers = app.paymentProviders;
  const events = app.events;
  const reads = createPaymentReads({ db, timeZone: app.config.timezone, catalogue: app.catalogue });
  const confirmation = createPaymentConfirmation({ db, providers, events, bookings });
  const service = createPaymentsService({ db, providers, events, reads, bookings, catalogue: app.catalogue });
  const webhook = createStripeWebhook({ secret: app.config.stripe.webhookSecret, confirmation });

  // Bookings decide refunds (cancellation policy, cheaper changes) and write their rows; paying them out is ours.
  const payouts = createRefundPayouts({ db, providers, log: (message, details) => app.log.warn(details, message) });
  const unsubscribe = [
    app.events.subscribe('bookingCanceled', async ({ bookingId, refund }) => {
      if (refund > 0) await payouts.payOutBooking(bookingId);
    }),
    app.events.subscribe('bookingChanged', async ({ bookingId, refund }) => {
      if (refund > 0) await payouts.payOutBooking(bookingId);
    }),
    // Also asked by our refund retry job, every tick, for refunds the provider did not take at once.
    app.events.subscribe('refundsRequested', async ({ bookingId }) => {
      await payouts.payOutBooking(bookingId);
    }),
    // A change re-priced a booking: its old checkouts are closed, and one that took money first is settled now.
    app.events.subscribe('paymentsClosed', async ({ paymentIds }) => {
      await confirmation.closeCheckouts(paymentIds);
    }),
  ];
  app.scheduledJobs.register(refundRetryJob);
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });

  await app.register(paymentsRoutes, { prefix: '/api/payments', service, reads, confirmation });
  await app.register(receiptsRoutes, {
    prefix: '/api/payments',
    receipts: paymentReceipts(db, app.config.timezone, app.catalogue),
  });
  await app.register(testCheckoutRoutes, {
    prefix: '/api/payments/test-checkout',
    service: createTestCheckoutService({ db }),
  });
  await app.register(webhookRoutes, { prefix: '/api/payments', webhook });
};
