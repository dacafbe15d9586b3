import type { FastifyPluginAsync } from 'fastify';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';

/** Bookings under /api/bookings (quote, create, lists, cancel, damage catalogue), and the booking side of payments. */
export const bookingsPlugin: FastifyPluginAsync = async (app) => {
  const service = createBookingsService({ db: app.database.db, timeZone: app.config.timezone, events: app.events });

  // A confirmed booking payment makes the booking Paid (payments publishes, bookings owns the status).
  const unsubscribe = app.events.subscribe('paymentConfirmed', async (event) => {
    if (event.kind === 'booking' && event.bookingId !== null) await service.markPaid(event.bookingId);
  });
  app.addHook('onClose', async () => unsubscribe());

  await app.register(bookingsRoutes, { prefix: '/api/bookings', service });
};
