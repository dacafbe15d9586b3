import { and, eq, isNull } from 'drizzle-orm';
import { type Locale, paymentMessages, paymentsTexts, type PaymentLink } from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { BookingsPort } from '../../domain/bookings-port';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';

export interface BookingCheckoutDeps {
  db: Db;
  providers: PaymentProviders;
  bookings: BookingsPort;
  /** Writes a new payment's description in the payer's language. */
  catalogue: Catalogue;
}

/** Paying for a booking: its one open payment and the provider's checkout link for it. */
export function createBookingCheckout({ db, providers, bookings, catalogue }: BookingCheckoutDeps) {
  return {
    /**
     * `GET /payments/pay`: the owner's link for an Unpaid booking; one payment per booking, reused. A new payment is
     * described in `locale`, the language the customer pays in: the checkout page and their payments show it so.
     */
    async payBooking(userId: number, bookingId: number, origin: string, locale: Locale): Promise<PaymentLink> {
      const booking = await bookings.find(db, bookingId);
      // Another customer's booking is answered like a missing one: its existence is not theirs to know.
      if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', paymentMessages.bookingNotFound);
      if (booking.status !== 'Unpaid') throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);

      // Under the booking's row lock, as a change re-prices it: the payment found is the one that asks today's price.
      const payment = await db.transaction(async (tx) => {
        const locked = await bookings.lock(tx, bookingId);
        if (locked?.status !== 'Unpaid') throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);
        // The partial unique index (one open booking payment per booking) settles parallel first calls.
        await tx
          .insert(payments)
          .values({
            userId,
            kind: 'booking',
            bookingId,
            description: catalogue.text(locale, paymentsTexts, 'description.booking', {
              id: booking.id,
              make: booking.make,
              model: booking.model,
              from: booking.from,
              to: booking.to,
            }),
            amount: locked.totalPrice,
            provider: providers.current.name,
          })
          .onConflictDoNothing();
        const [open] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'booking'), isNull(payments.closedAt)));
        return open;
      });
      if (!payment) throw new Error(`no booking payment for booking ${bookingId}`);
      if (payment.paid) throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);
      return { url: await ensureCheckoutLink(db, providers, payment, origin) };
    },
  };
}
