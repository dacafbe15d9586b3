import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auctionsRoutes, claimRoutes } from './auctions.routes';
import { wireAuctionRealtime } from './auctions.realtime';
import { createAuctionsService } from './auctions.service';

/**
 * Auctions (docs/product/auctions.md, docs/product/realtime-contract.md): `/api/auctions/*`, the claim at
 * `/api/bookings/claim`, the STOMP bid channel, and the claim's reaction to a canceled booking.
 */
export const auctionsPlugin: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = createAuctionsService({ db, events: app.events, timeZone: app.config.timezone });

  const unsubscribe = [
    wireAuctionRealtime({ realtime: app.realtime, events: app.events, db, service }),
    app.events.subscribe('bookingCanceled', async ({ bookingId, wasPaid }) => {
      if (!wasPaid) await service.releaseClaim(bookingId);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
  });

  await app.register(auctionsRoutes, { prefix: '/api/auctions', service });
  await app.register(claimRoutes, { prefix: '/api/bookings', service });
};
