import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsPort } from '../../domain/bookings-port';
import { auctionClaimLapseJob } from './auction-claim-lapse';
import { auctionCloseJob } from './auction-close';
import { auctionsRoutes, claimRoutes } from './auctions.routes';
import { wireAuctionRealtime } from './auctions.realtime';
import { createAuctionsService } from './auctions.service';

/**
 * Auctions (docs/product/auctions.md, docs/product/realtime-contract.md): `/api/auctions/*`, the claim at
 * `/api/bookings/claim`, the STOMP bid channel, the claim's reaction to a canceled booking, and the timed close and
 * claim lapse.
 */
export const auctionsPlugin: FastifyPluginAsyncZod<{ bookings: BookingsPort }> = async (app, { bookings }) => {
  const db = app.database.db;
  const service = createAuctionsService({ db, events: app.events, timeZone: app.config.timezone, bookings });

  const unsubscribe = [
    wireAuctionRealtime({ realtime: app.realtime, events: app.events, db, service }),
    app.events.subscribe('bookingCanceled', async ({ bookingId, wasPaid }) => {
      if (!wasPaid) await service.releaseClaim(bookingId);
    }),
  ];
  // The close before the claim lapse: an auction is won before its claim lapses.
  app.scheduledJobs.register(auctionCloseJob, auctionClaimLapseJob);
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });

  await app.register(auctionsRoutes, { prefix: '/api/auctions', service });
  await app.register(claimRoutes, { prefix: '/api/bookings', service });
};
