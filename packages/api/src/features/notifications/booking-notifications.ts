import { receiptTexts } from '@wayfare/common';
import type { Db } from '../../db/client';
import { createReceipts } from '../../domain/receipts/receipts';
import type { DomainEvents } from '../../events/domain-events';
import type { MailAttachment } from '../../integrations/mail';
import {
  bookingCanceledMail,
  bookingChangedMail,
  bookingPaidMail,
  damageChargedMail,
  paymentSentBackMail,
} from './emails';
import type { NotificationContext } from './notification-outbox';

/** The e-mails about a customer's bookings and the money they paid or get back. */
export function createBookingNotifications(db: Db, { reads, enqueue, timeZone }: NotificationContext) {
  const receipts = createReceipts({ db, timeZone });
  /** The receipt of the booking's paid booking payment as a PDF (docs/product/bookings-and-payments.md#receipts). */
  const bookingReceipt = async (bookingId: number): Promise<MailAttachment[]> => {
    const paymentId = await receipts.paidBookingPaymentId(bookingId);
    const pdf = paymentId === undefined ? undefined : await receipts.pdf(paymentId);
    if (paymentId === undefined || !pdf) return [];
    return [{ filename: receiptTexts.fileName(paymentId), contentType: 'application/pdf', content: pdf }];
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
  };
}
