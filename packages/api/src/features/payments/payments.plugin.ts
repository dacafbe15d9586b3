import type { FastifyPluginAsync } from 'fastify';
import { createPaymentProviders } from '../../integrations/payments';
import { createPaymentConfirmation } from './payment-confirm';
import { createPaymentReads } from './payment-reads';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { testCheckoutRoutes } from './test-checkout.routes';
import { createTestCheckoutService } from './test-checkout.service';
import { webhookRoutes } from './webhook.routes';

/** Everything under /api/payments, wired once: providers, the confirm path, refunds on cancel. */
export const paymentsPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const providers = createPaymentProviders(app.config, db);
  const reads = createPaymentReads(db, app.config.timezone);
  const confirmation = createPaymentConfirmation(db, providers, app.events);
  const service = createPaymentsService(db, providers, app.events, reads);

  // The bookings feature cancels; the money is ours to give back.
  const unsubscribe = app.events.subscribe('bookingCanceled', async ({ bookingId, wasPaid }) => {
    if (wasPaid) await confirmation.refundBooking(bookingId);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  await app.register(paymentsRoutes, { service, reads, confirmation });
  await app.register(testCheckoutRoutes, { prefix: '/test-checkout', service: createTestCheckoutService(db) });
  await app.register(webhookRoutes, { confirmation });
};
