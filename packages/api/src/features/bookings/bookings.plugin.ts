import type { FastifyPluginAsync } from 'fastify';
import { bookingChangeLapseJob } from './booking-change-lapse';
import { createBookingChangesService } from './booking-changes.service';
import { bookingLifecycleJob } from './booking-lifecycle';
import { bookingChangesRoutes } from './booking-changes.routes';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';

/**
 * Bookings under /api/bookings (quote, create, lists, cancel, change, damage catalogue), the booking side of
 * payments, and the timed moves: the lifecycle, then the lapse of unpaid changes.
 */
export const bookingsPlugin: FastifyPluginAsync = async (app) => {
  const deps = { db: app.database.db, timeZone: app.config.timezone, events: app.events };
  const service = createBookingsService(deps);
  const changes = createBookingChangesService({ ...deps, providers: app.paymentProviders });

  // A confirmed booking payment makes the booking Paid; a change's difference applies the change (payments
  // publishes, bookings owns the trip and its status).
  const unsubscribePaid = app.events.subscribe('paymentConfirmed', async (event) => {
    if (event.bookingId === null) return;
    if (event.kind === 'booking') await service.markPaid(event.bookingId, event.paymentId);
    if (event.kind === 'booking_change') await changes.settlePayment(event.bookingId, event.paymentId);
  });
  // A change that lapsed can no longer be paid: its checkout is closed.
  const unsubscribeChanged = app.events.subscribe('bookingChanged', async (event) => {
    if (event.status === 'reverted') await changes.closeCheckout(event.changeId);
  });
  app.scheduledJobs.register(bookingLifecycleJob, bookingChangeLapseJob);
  app.addHook('onClose', async () => {
    unsubscribePaid();
    unsubscribeChanged();
  });

  await app.register(bookingsRoutes, { prefix: '/api/bookings', service });
  await app.register(bookingChangesRoutes, { prefix: '/api/bookings', service: changes });
};
