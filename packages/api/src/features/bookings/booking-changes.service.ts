import { eq } from 'drizzle-orm';
import {
  type BookingChange,
  type ChangeBookingBody,
  type ChangeBookingResponse,
  type ChangeQuote,
  type SessionClaims,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { EventBus } from '../../events/domain-events';
import { revertPendingChange } from './booking-change-revert';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentProviders } from '../../integrations/payments';
import { writeChange } from './booking-change';
import { openBookingCheckout, refuseIfPaidMeanwhile } from './booking-change-checkout';
import { quoteChange } from './booking-change-quote';
import { readBookingChanges } from './booking-change-reads';
import { closeChangeCheckout, settleChangePayment } from './booking-change-settle';

export interface BookingChangesServiceDeps {
  db: Db;
  timeZone: string;
  events: EventBus;
  providers: PaymentProviders;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** Changing a booking (docs/product/bookings-and-payments.md#changing-a-booking): change, quote, history, payment. */
export function createBookingChangesService({
  db,
  timeZone,
  events,
  providers,
  now = () => new Date(),
}: BookingChangesServiceDeps) {
  /** A pending change whose checkout link could not be made gives its held trip back at once. */
  async function revertNow(bookingId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
      await revertPendingChange(tx, bookingId, now());
    });
  }

  return {
    async change(
      user: SessionClaims,
      bookingId: number,
      body: ChangeBookingBody,
      origin: string,
    ): Promise<ChangeBookingResponse> {
      const at = now();
      await refuseIfPaidMeanwhile(db, providers, bookingId);
      const outcome = await writeChange(db, timeZone, user.userId, bookingId, body, at, providers.current.name);
      let url: string | null = null;
      // Payments closes the old checkouts; one paid before it could be closed is sent back whole at once.
      if (outcome.closedPaymentIds.length > 0)
        await events.publish('paymentsClosed', { bookingId, paymentIds: outcome.closedPaymentIds });
      if (outcome.status === 'applied') await openBookingCheckout(db, providers, bookingId, origin);
      if (outcome.paymentId !== null) {
        try {
          const [payment] = await db.select().from(payments).where(eq(payments.id, outcome.paymentId));
          if (!payment) throw new Error(`payment ${outcome.paymentId} of change ${outcome.changeId} vanished`);
          url = await ensureCheckoutLink(db, providers, payment, origin);
        } catch (error) {
          await revertNow(bookingId);
          throw error;
        }
      }
      await events.publish('bookingChanged', {
        bookingId,
        userId: user.userId,
        changeId: outcome.changeId,
        status: outcome.status,
        refund: outcome.refund,
      });
      return { bookingId, amountDue: outcome.amountDue, refund: outcome.refund, url };
    },

    /** The same checks and price as a change, and the availability check, in a transaction rolled back. */
    quote: (user: SessionClaims, bookingId: number, body: ChangeBookingBody): Promise<ChangeQuote> =>
      quoteChange(db, timeZone, user.userId, bookingId, body, now()),

    list: (viewer: SessionClaims, bookingId: number): Promise<BookingChange[]> =>
      readBookingChanges(db, timeZone, viewer, bookingId),

    /** `paymentConfirmed` of kind booking_change. */
    settlePayment: (bookingId: number, paymentId: number) =>
      settleChangePayment(db, events, bookingId, paymentId, now()),

    /** `bookingChanged` reverted: the difference's checkout is closed (best effort). */
    closeCheckout: (changeId: number) => closeChangeCheckout(db, providers, changeId),
  };
}

export type BookingChangesService = ReturnType<typeof createBookingChangesService>;
