import type { FastifyPluginAsync } from 'fastify';
import { createNotificationsService } from './notifications.service';

/**
 * E-mails (no routes): subscribers that write the outbox. The scheduler delivers it with the app's mailer
 * (plugins/providers.ts).
 */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const service = createNotificationsService({
    db: app.database.db,
    catalogue: app.catalogue,
    timeZone: app.config.timezone,
    publicUrl: app.config.publicUrl,
  });
  const unsubscribe = [
    app.events.subscribe('bookingPaid', service.bookingPaid),
    app.events.subscribe('bookingCanceled', service.bookingCanceled),
    app.events.subscribe('bookingChanged', service.bookingChanged),
    app.events.subscribe('damageCharged', service.damageCharged),
    app.events.subscribe('paymentSentBack', service.paymentSentBack),
    app.events.subscribe('discountPlanCreated', service.discountPlanCreated),
    app.events.subscribe('messageAnswered', service.messageAnswered),
    app.events.subscribe('auctionClosed', service.auctionClosed),
    app.events.subscribe('auctionOutbid', service.auctionOutbid),
    app.events.subscribe('auctionClaimLapsed', service.auctionClaimLapsed),
    app.events.subscribe('auctionSecondChance', service.auctionSecondChance),
  ];
  app.addHook('onClose', async () => {
    for (const off of unsubscribe) off();
  });
};
