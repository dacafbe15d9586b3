import { eq } from 'drizzle-orm';
import {
  bookingMessages,
  bookingPaymentLine,
  changeRefund,
  HOLD_MINUTES,
  roundToCents,
  tripMessages,
  type ChangeBookingBody,
  type ChangeBookingResponse,
} from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import type { Db } from '../../db/client';
import { bookingChanges, cars, payments, type BookingTripValues } from '../../db/schema';
import { bookings, type BookingRow } from '../../db/schema/bookings';
import { repriceBookingPayment } from '../../domain/payments-checkout';
import { findAvailableCarIds } from '../../domain/availability';
import { bookingConflict } from '../../domain/booking-hold';
import { bookingNetPaid, writeRefunds } from '../../domain/refunds';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../db/errors';
import { firstRow } from '../../db/first-row';
import {
  admitDearerChange,
  appliedTripColumns,
  cancellationInputOf,
  findChangeableBooking,
  priceChange,
  tripValuesOf,
  type PricedChange,
} from './booking-change-rules';
import { moveBooking } from './booking-transitions';

/**
 * Inside a change's transaction, under the booking's row lock: is the booking's car free for the new trip, by the one
 * availability rule, once the booking itself is out of the way? The car's row is locked as booking creation locks it,
 * and the booking is set Canceled for the check (the stays trigger rebuilds the car's stays without it); the caller
 * writes the new values and the status back in the same transaction, so nobody ever sees it Canceled.
 */
export async function checkCarFreeFor(tx: Db, booking: BookingRow, after: BookingTripValues): Promise<void> {
  await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, booking.carId)).for('update');
  await moveBooking(tx, booking.id, { event: 'setAsideForChange', from: booking.status, to: 'Canceled' });
  const free = await findAvailableCarIds(tx, {
    fromCityId: after.startCityId,
    toCityId: after.endCityId,
    startAt: new Date(after.startAt),
    endAt: new Date(after.endAt),
    featureIds: [],
    carIds: [booking.carId],
    // The booking already has this car, exclusive or not.
    includeExclusive: true,
  });
  if (!free.includes(booking.carId)) throw new AppError('CONFLICT', bookingMessages.unavailable);
}

/** The status a change writes back once its check is done (`checkCarFreeFor` set the booking aside). */
const writtenBack = (to: 'Unpaid' | 'Paid') => ({ event: 'changeWritten', from: 'Canceled', to }) as const;

/** What a change costs a Paid booking: the difference to pay, or what goes back by the cancellation policy. */
export async function paidDifference(
  tx: Db,
  booking: BookingRow,
  priced: PricedChange,
  now: Date,
): Promise<{ amountDue: number; refund: number }> {
  const amountDue = roundToCents(priced.totalPrice - booking.totalPrice);
  if (amountDue > 0) return { amountDue, refund: 0 };
  const paid = await bookingNetPaid(tx, booking.id);
  const refund = changeRefund({ ...cancellationInputOf(booking, now, paid), newTotal: priced.totalPrice });
  return { amountDue: 0, refund };
}

export type ChangeOutcome = ChangeBookingResponse & {
  changeId: number;
  status: 'applied' | 'pending';
  userId: number;
  /** Kind booking_change, when the change waits for its money. */
  paymentId: number | null;
  /** Payments the change closed (an Unpaid booking's, re-priced): their checkouts are closed after the commit. */
  closedPaymentIds: number[];
};

/**
 * The line of a booking's payment as payments writes it at PAY (`Booking #id: make model, from → to`), again after a
 * change of cities.
 */
async function bookingLine(tx: Db, bookingId: number): Promise<string> {
  const [row] = await joinTrip(
    tx.select({ make: cars.make, model: cars.model, from: startCity.name, to: endCity.name }).from(bookings).$dynamic(),
  ).where(eq(bookings.id, bookingId));
  return row ? `Booking #${bookingId}: ${row.make} ${row.model}, ${row.from} → ${row.to}` : `Booking #${bookingId}`;
}

/**
 * One change, in one transaction (docs/product/bookings-and-payments.md#changing-a-booking): checks, price,
 * availability, then
 * - Unpaid: applied; its booking payment (if any) asks the new total (`repriceBookingPayment`);
 * - Paid, same price or less: applied, the refund rows written here;
 * - Paid, more: the new trip is held next to the old one and a payment for the difference waits (pending).
 * The exclusion constraint has the last word on races with other paths (409 unavailable).
 */
export async function writeChange(
  db: Db,
  timeZone: string,
  userId: number,
  bookingId: number,
  body: ChangeBookingBody,
  now: Date,
  providerName: 'test' | 'stripe',
): Promise<ChangeOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await findChangeableBooking(tx, userId, bookingId, now, true);
      const priced = await priceChange(tx, timeZone, booking, body, now);
      // Limited before the car is locked, in the order booking creation locks the user and the car.
      await admitDearerChange(tx, booking, priced.totalPrice);
      await checkCarFreeFor(tx, booking, priced.after);
      const before = tripValuesOf(booking);
      const record = (values: Partial<typeof bookingChanges.$inferInsert>) =>
        tx
          .insert(bookingChanges)
          .values({
            bookingId,
            userId,
            before,
            after: priced.after,
            amountDue: 0,
            status: 'applied',
            createdAt: now,
            ...values,
          })
          .returning({ id: bookingChanges.id })
          .then((rows) => firstRow(rows, 'insert into booking_changes').id);
      const outcome = { bookingId, userId, url: null, paymentId: null, closedPaymentIds: [] };

      if (booking.status === 'Unpaid') {
        await moveBooking(tx, bookingId, writtenBack('Unpaid'), appliedTripColumns(booking, priced.after, now));
        // The hold (30 minutes from created_at) is not extended: a change must not keep a car held for ever.
        const closedPaymentIds = await repriceBookingPayment(tx, {
          userId,
          bookingId,
          amount: priced.totalPrice,
          description: await bookingLine(tx, bookingId),
          provider: providerName,
          now,
        });
        const changeId = await record({ settledAt: now });
        return { ...outcome, changeId, status: 'applied' as const, amountDue: 0, refund: 0, closedPaymentIds };
      }

      const { amountDue, refund } = await paidDifference(tx, booking, priced, now);
      if (amountDue > 0) {
        await moveBooking(tx, bookingId, writtenBack('Paid'), {
          heldStartAt: new Date(priced.after.startAt),
          heldEndAt: new Date(priced.after.endAt),
          heldStartCityId: priced.after.startCityId,
          heldEndCityId: priced.after.endCityId,
        });
        const payment = firstRow(
          await tx
            .insert(payments)
            .values({
              userId,
              kind: 'booking_change',
              bookingId,
              // Stored in English; the lists and receipts write it in their reader's language (bookingPaymentLine).
              description: englishOf(bookingPaymentLine('booking_change', bookingId)!),
              amount: amountDue,
              provider: providerName,
            })
            .returning({ id: payments.id }),
          'insert into payments',
        );
        const changeId = await record({
          amountDue,
          status: 'pending',
          paymentId: payment.id,
          holdUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        });
        return { ...outcome, changeId, status: 'pending' as const, amountDue, refund: 0, paymentId: payment.id };
      }

      await moveBooking(tx, bookingId, writtenBack('Paid'), appliedTripColumns(booking, priced.after, now));
      const changeId = await record({ amountDue: -refund, settledAt: now });
      const written = await writeRefunds(tx, { bookingId, amount: refund, key: `change-${changeId}` });
      if (written !== refund)
        await tx.update(bookingChanges).set({ amountDue: -written }).where(eq(bookingChanges.id, changeId));
      return { ...outcome, changeId, status: 'applied' as const, amountDue: 0, refund: written };
    });
  } catch (error) {
    // The partial unique index is the last word on "one waiting change per booking".
    if (isUniqueViolation(error, 'booking_changes_one_pending_key'))
      throw new AppError('CONFLICT', tripMessages.changePending);
    throw bookingConflict(error);
  }
}
