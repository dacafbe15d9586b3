import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { createAuctionNotifications } from './auction-notifications';
import { createBookingNotifications } from './booking-notifications';
import { discountPlanMail, messageAnsweredMail } from './emails';
import { outboxWriter, type NotificationContext } from './notification-outbox';
import { createNotificationReads } from './recipients';

export interface NotificationsServiceDeps {
  db: Db;
  /** The app's catalogue: each e-mail is written in its recipient's language. */
  catalogue: Catalogue;
  /** The business time zone (APP_TIMEZONE) the e-mails show dates in. */
  timeZone: string;
  /** PUBLIC_URL, the origin of the links in auction e-mails; unset, they are paths on the site. */
  publicUrl?: string | undefined;
}

/**
 * Turns domain events into e-mails in the outbox (docs/product/bookings-and-payments.md#emails), honouring each
 * user's preferences. Only inserts rows: the scheduler's outbox job sends them, so a slow or broken SMTP server never
 * touches the request that published. Bookings and payments (booking-notifications.ts) and auctions
 * (auction-notifications.ts) have their own files.
 */
export function createNotificationsService({ db, catalogue, timeZone, publicUrl }: NotificationsServiceDeps) {
  const context: NotificationContext = {
    reads: createNotificationReads(db),
    enqueue: outboxWriter(db),
    mail: { catalogue, timeZone, origin: publicUrl },
  };
  const { reads, enqueue, mail } = context;

  return {
    ...createBookingNotifications(db, context),

    async discountPlanCreated({ planId }: DomainEvents['discountPlanCreated']) {
      const plan = await reads.plan(planId);
      if (!plan || plan.deletedAt) return;
      const recipients = await reads.promoRecipients();
      await enqueue(recipients.map((user) => discountPlanMail(user, plan, mail)));
    },

    ...createAuctionNotifications(context),

    /** Always sent: the user asked. */
    async messageAnswered({ messageId, userId }: DomainEvents['messageAnswered']) {
      const [user, message] = await Promise.all([reads.user(userId), reads.message(messageId)]);
      if (user && message) await enqueue([messageAnsweredMail(user, message, mail)]);
    },
  };
}
