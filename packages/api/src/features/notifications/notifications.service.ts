import { receiptTexts } from '@wayfare/common';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { createReceipts } from '../../domain/receipts/receipts';
import type { DomainEvents } from '../../events/domain-events';
import { attachmentsToOutbox, type Mail, type MailAttachment } from '../../integrations/mail';
import {
  auctionClaimLapsedMail,
  auctionOutbidMail,
  auctionSecondChanceMail,
  auctionWonMail,
  bookingCanceledMail,
  paymentSentBackMail,
  bookingChangedMail,
  bookingPaidMail,
  damageChargedMail,
  discountPlanMail,
  messageAnsweredMail,
  type MailLinks,
} from './emails';
import { createNotificationReads } from './recipients';

export interface NotificationsServiceDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) the e-mails show dates in. */
  timeZone: string;
  /** PUBLIC_URL, the origin of the links in auction e-mails; unset, they are paths on the site. */
  publicUrl?: string | undefined;
}

/**
 * Turns domain events into e-mails in the outbox (docs/product/bookings-and-payments.md#emails), honouring each
 * user's preferences. Only inserts rows: the scheduler's outbox job sends them, so a slow or broken SMTP server never
 * touches the request that published.
 */
export function createNotificationsService({ db, timeZone, publicUrl }: NotificationsServiceDeps) {
  const reads = createNotificationReads(db);
  const receipts = createReceipts({ db, timeZone });
  /** The receipt of the booking's paid booking payment as a PDF (docs/product/bookings-and-payments.md#receipts). */
  const bookingReceipt = async (bookingId: number): Promise<MailAttachment[]> => {
    const paymentId = await receipts.paidBookingPaymentId(bookingId);
    const pdf = paymentId === undefined ? undefined : await receipts.pdf(paymentId);
    if (paymentId === undefined || !pdf) return [];
    return [{ filename: receiptTexts.fileName(paymentId), contentType: 'application/pdf', content: pdf }];
  };
  const links: MailLinks = { origin: publicUrl, timeZone };
  const enqueue = async (mails: Mail[]) => {
    if (mails.length === 0) return;
    await db.insert(outbox).values(
      mails.map((m) => ({
        toAddress: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: attachmentsToOutbox(m.attachments),
      })),
    );
  };

  return {
    async bookingPaid({ bookingId, userId }: DomainEvents['bookingPaid']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (!booking) return;
      const mail = bookingPaidMail(user, booking, timeZone);
      await enqueue([{ ...mail, attachments: await bookingReceipt(bookingId) }]);
    },

    async bookingCanceled({ bookingId, userId, wasPaid, refund }: DomainEvents['bookingCanceled']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (booking) await enqueue([bookingCanceledMail(user, booking, wasPaid, timeZone, refund)]);
    },

    /** Only a change that was applied: a waiting or reverted one leaves the booking as it was. */
    async bookingChanged({ bookingId, userId, status, refund }: DomainEvents['bookingChanged']) {
      if (status !== 'applied') return;
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (booking) await enqueue([bookingChangedMail(user, booking, timeZone, refund)]);
    },

    /** Sent whatever the e-mail preferences: it is about the customer's money, like a receipt. */
    async paymentSentBack({ bookingId, userId, amount }: DomainEvents['paymentSentBack']) {
      const user = await reads.user(userId);
      const booking = await reads.booking(bookingId);
      if (user && booking) await enqueue([paymentSentBackMail(user, booking, amount, timeZone)]);
    },

    async damageCharged({ paymentId, bookingId, userId }: DomainEvents['damageCharged']) {
      const user = await reads.user(userId);
      if (!user?.damageEmails) return;
      const payment = await reads.payment(paymentId);
      if (payment) await enqueue([damageChargedMail(user, await reads.booking(bookingId), payment, timeZone)]);
    },

    async discountPlanCreated({ planId }: DomainEvents['discountPlanCreated']) {
      const plan = await reads.plan(planId);
      if (!plan || plan.deletedAt) return;
      const recipients = await reads.promoRecipients();
      await enqueue(recipients.map((user) => discountPlanMail(user, plan)));
    },

    /**
     * Always sent: the winner has a car to claim. Nobody hears of an auction that ended without bids or below its
     * reserve.
     */
    async auctionClosed({ auctionId, winnerUserId }: DomainEvents['auctionClosed']) {
      if (winnerUserId === null) return;
      const [user, auction] = await Promise.all([reads.user(winnerUserId), reads.auction(auctionId)]);
      if (user && auction) await enqueue([auctionWonMail(user, auction, links)]);
    },

    /** Only with the Bookings preference on, which covers auctions (docs/product/auctions.md#outbid-alerts). */
    async auctionOutbid({ auctionId, userId, highestBid }: DomainEvents['auctionOutbid']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const auction = await reads.auction(auctionId);
      if (auction) await enqueue([auctionOutbidMail(user, auction, highestBid, links)]);
    },

    /**
     * Always sent, like the winner's mail: it is about a purchase the user made, not news they may opt out of
     * (docs/product/auctions.md#claim-deadline).
     */
    async auctionClaimLapsed({ auctionId, userId }: DomainEvents['auctionClaimLapsed']) {
      const [user, auction, barredUntil] = await Promise.all([
        reads.user(userId),
        reads.auction(auctionId),
        reads.barredUntil(auctionId, userId),
      ]);
      if (user && auction) await enqueue([auctionClaimLapsedMail(user, auction, barredUntil, timeZone)]);
    },

    /** Always sent: the offer has a deadline (docs/product/auctions.md#second-chance). */
    async auctionSecondChance({ auctionId, userId, amount }: DomainEvents['auctionSecondChance']) {
      const [user, auction] = await Promise.all([reads.user(userId), reads.auction(auctionId)]);
      if (user && auction) await enqueue([auctionSecondChanceMail(user, auction, amount, links)]);
    },

    /** Always sent: the user asked. */
    async messageAnswered({ messageId, userId }: DomainEvents['messageAnswered']) {
      const [user, message] = await Promise.all([reads.user(userId), reads.message(messageId)]);
      if (user && message) await enqueue([messageAnsweredMail(user, message)]);
    },
  };
}
