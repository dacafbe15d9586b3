import { and, eq, isNull } from 'drizzle-orm';
import {
  feeKeptByChange,
  tripMessages,
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
import { AppError } from '../../lib/app-error';
import { checkCarFreeFor, paidDifference, writeChange } from './booking-change';
import { readBookingChanges } from './booking-change-reads';
import {
  admitDearerChange,
  breakdownOf,
  cancellationInputOf,
  findChangeableBooking,
  priceChange,
} from './booking-change-rules';
import { closeChangeCheckout, settleChangePayment } from './booking-change-settle';

export interface BookingChangesServiceDeps {
  db: Db;
  timeZone: string;
  events: EventBus;
  providers: PaymentProviders;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** Thrown to roll a quote's transaction back once its figures are taken. */
class QuoteDone extends Error {}

/** Changing a booking (docs/product/bookings-and-payments.md#changing-a-booking): change, quote, history, payment. */
export function createBookingChangesService({
  db,
  timeZone,
  events,
  providers,
  now = () => new Date(),
}: BookingChangesServiceDeps) {
  /**
   * An Unpaid booking whose checkout the provider says is paid, though the confirmation has not arrived yet, is not
   * changed: the customer keeps what they paid for (409) and the booking becomes Paid when the confirmation comes. Paid
   * after this look, the checkout is closed by the change and its money sent back whole (payments).
   */
  async function refuseIfPaidMeanwhile(bookingId: number): Promise<void> {
    const [payment] = await db
      .select({ provider: payments.provider, sessionId: payments.providerSessionId })
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          eq(payments.kind, 'booking'),
          eq(payments.paid, false),
          isNull(payments.closedAt),
        ),
      );
    const provider = payment?.sessionId ? providers.byName(payment.provider) : undefined;
    if (provider && payment?.sessionId && (await provider.paidAmount(payment.sessionId)) !== null)
      throw new AppError('CONFLICT', tripMessages.changePaidMeanwhile);
  }

  /**
   * An Unpaid booking re-priced: its new payment gets its checkout now, so PAY finds it stored. Best effort: the
   * change stands without it, and PAY opens one itself.
   */
  async function openBookingCheckout(bookingId: number, origin: string): Promise<void> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          eq(payments.kind, 'booking'),
          eq(payments.paid, false),
          isNull(payments.closedAt),
          isNull(payments.providerSessionId),
        ),
      );
    if (!payment) return;
    try {
      await ensureCheckoutLink(db, providers, payment, origin);
    } catch {
      // The provider is unreachable now, or the booking changed again meanwhile; the next PAY asks again.
    }
  }

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
      await refuseIfPaidMeanwhile(bookingId);
      const outcome = await writeChange(db, timeZone, user.userId, bookingId, body, at, providers.current.name);
      let url: string | null = null;
      // Payments closes the old checkouts; one paid before it could be closed is sent back whole at once.
      if (outcome.closedPaymentIds.length > 0)
        await events.publish('paymentsClosed', { bookingId, paymentIds: outcome.closedPaymentIds });
      if (outcome.status === 'applied') await openBookingCheckout(bookingId, origin);
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
    async quote(user: SessionClaims, bookingId: number, body: ChangeBookingBody): Promise<ChangeQuote> {
      const at = now();
      let answer: ChangeQuote | undefined;
      try {
        await db.transaction(async (tx) => {
          const booking = await findChangeableBooking(tx, user.userId, bookingId, at, true);
          const priced = await priceChange(tx, timeZone, booking, body, at);
          await admitDearerChange(tx, booking, priced.totalPrice);
          await checkCarFreeFor(tx, booking, priced.after);
          const money =
            booking.status === 'Paid' ? await paidDifference(tx, booking, priced, at) : { amountDue: 0, refund: 0 };
          answer = {
            before: { cost: breakdownOf(booking.costLines), totalPrice: booking.totalPrice },
            after: { cost: priced.cost, deliveryFee: priced.deliveryFee, totalPrice: priced.totalPrice },
            ...money,
            lateFeeKept: booking.status === 'Paid' ? feeKeptByChange(cancellationInputOf(booking, at, 0)) : 0,
          };
          throw new QuoteDone();
        });
      } catch (error) {
        if (!(error instanceof QuoteDone)) throw error;
      }
      if (!answer) throw new Error('quote: no answer');
      return answer;
    },

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
