import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../integrations/mail';
import { createNotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox (DESIGN §8); only the scheduler's outbox job uses it. */
    mailer: Mailer;
  }
}

/** E-mails: subscribers that write the outbox, and the mailer the scheduler delivers it with. */
export const notificationsPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, (message, details) => app.log.info(details, message));
    app.decorate('mailer', mailer);
    const service = createNotificationsService(app.database.db, app.config.timezone);
    const unsubscribe = [
      app.events.subscribe('bookingPaid', service.bookingPaid),
      app.events.subscribe('bookingCanceled', service.bookingCanceled),
      app.events.subscribe('damageCharged', service.damageCharged),
      app.events.subscribe('discountPlanCreated', service.discountPlanCreated),
      app.events.subscribe('messageAnswered', service.messageAnswered),
      app.events.subscribe('auctionClosed', service.auctionClosed),
    ];
    app.addHook('onClose', async () => {
      for (const off of unsubscribe) off();
      mailer.close();
    });
  },
  { name: 'notifications', dependencies: ['context'] },
);
