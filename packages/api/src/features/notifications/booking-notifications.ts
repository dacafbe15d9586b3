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
export function createBookingNotifications(db: Db, { reads, enqueue, mail }: NotificationContext) {
  const receipts = createReceipts({ db, timeZone: mail.timeZone, catalogue: mail.catalogue });
  /**
   * The receipt of the booking's paid booking payment as a PDF (docs/product/bookings-and-payments.md#receipts), in
   * its payer's language: the recipient's.
   */
  const bookingReceipt = async (bookingId: number): Promise<MailAttachment[]> => {
    const paymentId = await receipts.paidBookingPaymentId(bookingId);
    const file = paymentId === undefined ? undefined : await receipts.file(paymentId);
    if (!file) return [];
    return [{ filename: file.fileName, contentType: 'application/pdf', content: file.pdf }];
  };

  return {
    async bookingPaid({ bookingId, userId }: DomainEvents['bookingPaid']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (!booking) return;
      const paid = bookingPaidMail(user, booking, mail);
      await enqueue([{ ...paid, attachments: await bookingReceipt(bookingId) }]);
    },

    async bookingCanceled({ bookingId, userId, wasPaid, refund }: DomainEvents['bookingCanceled']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (booking) await enqueue([bookingCanceledMail(user, booking, wasPaid, mail, refund)]);
    },

    /** Only a change that was applied: a waiting or reverted one leaves the booking as it was. */
    async bookingChanged({ bookingId, userId, status, refund }: DomainEvents['bookingChanged']) {
      if (status !== 'applied') return;
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const booking = await reads.booking(bookingId);
      if (booking) await enqueue([bookingChangedMail(user, booking, mail, refund)]);
    },

    /** Sent whatever the e-mail preferences: it is about the customer's money, like a receipt. */
    async paymentSentBack({ bookingId, userId, amount }: DomainEvents['paymentSentBack']) {
      const user = await reads.user(userId);
      const booking = await reads.booking(bookingId);
      if (user && booking) await enqueue([paymentSentBackMail(user, booking, amount, mail)]);
    },

    async damageCharged({ paymentId, bookingId, userId }: DomainEvents['damageCharged']) {
      const user = await reads.user(userId);
      if (!user?.damageEmails) return;
      const payment = await reads.payment(paymentId);
      if (payment) await enqueue([damageChargedMail(user, await reads.booking(bookingId), payment, mail)]);
    },
  };
}
