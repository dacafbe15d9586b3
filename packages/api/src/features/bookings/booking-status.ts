import { and, eq, sql } from 'drizzle-orm';
import { bookingMessages, cancellationDeadlineMs, cancellationTerms, tripMessages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookingChanges } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { EventBus } from '../../events/domain-events';
import { NO_HELD_TRIP } from './booking-change-revert';
import { releasePlanUses } from '../../domain/plan-discounts';
import { bookingNetPaid, sentBackKey, writeRefunds } from '../../domain/refunds';
import { AppError } from '../../lib/app-error';
import { moveBooking, moveBookings } from './booking-transitions';

const isCancelable = (status: string) => status === 'Unpaid' || status === 'Paid';

/**
 * The cancellation policy applied to one booking at `now` (docs/product/bookings-and-payments.md#cancellation-policy):
 * the owner's Unpaid or Paid booking, before pick-up; what the customer paid and has not had back is refunded in
 * full until 24 hours before the earliest pick-up it has had, then less the late fee. Run inside the booking's row lock.
 */
async function termsFor(tx: Db, userId: number, bookingId: number, now: Date, lock: boolean) {
  const query = tx
    .select({
      userId: bookings.userId,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      earliestStartAt: bookings.earliestStartAt,
      lateFeeKept: bookings.lateFeeKept,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  if (booking.userId !== userId) throw new AppError('FORBIDDEN', bookingMessages.notYourBooking);
  if (!isCancelable(booking.status)) throw new AppError('CONFLICT', bookingMessages.notCancelable);
  const wasPaid = booking.status === 'Paid';
  const input = {
    startAtMs: booking.startAt.getTime(),
    endAtMs: booking.endAt.getTime(),
    nowMs: now.getTime(),
    paid: wasPaid ? await bookingNetPaid(tx, bookingId) : 0,
    earliestStartAtMs: booking.earliestStartAt?.getTime() ?? null,
    keptFee: booking.lateFeeKept,
  };
  const terms = cancellationTerms(input);
  if (!terms) throw new AppError('CONFLICT', tripMessages.tripStarted);
  return { ...terms, wasPaid, freeUntil: new Date(cancellationDeadlineMs(input)) };
}

/** `GET /api/bookings/{id}/cancellation`: what canceling now would give back, and until when it is free. */
export const quoteCancellation = (db: Db, userId: number, bookingId: number, now: Date) =>
  termsFor(db, userId, bookingId, now, false);

/**
 * `GET /api/bookings/cancel`: the owner cancels an Unpaid or Paid booking, and hears what comes back. The row is locked so a payment
 * confirmed at the same moment is either seen (wasPaid, refunded by the policy) or finds the booking Canceled (and is
 * given back whole by payments). The refund rows are written in the same transaction; payments pays them out.
 */
export async function cancelBooking(
  db: Db,
  events: EventBus,
  userId: number,
  bookingId: number,
  now: Date,
): Promise<{ wasPaid: boolean; refund: number }> {
  const canceled = await db.transaction(async (tx) => {
    const terms = await termsFor(tx, userId, bookingId, now, true);
    // A change waiting for its payment goes with the booking: its held trip is freed and it can no longer apply.
    const from = terms.wasPaid ? 'Paid' : 'Unpaid';
    await moveBooking(tx, bookingId, { event: 'canceledByOwner', from, to: 'Canceled' }, NO_HELD_TRIP);
    const reverted = await tx
      .update(bookingChanges)
      .set({ status: 'reverted', settledAt: sql`now()` })
      .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending')))
      .returning({ id: bookingChanges.id });
    // An unpaid booking gives its plan use back in the same step; a paid one is refunded but the use stays spent.
    if (!terms.wasPaid) await releasePlanUses(tx, [bookingId]);
    const refund = await writeRefunds(tx, { bookingId, amount: terms.refund, key: `cancel-${bookingId}` });
    return { wasPaid: terms.wasPaid, refund, revertedChangeIds: reverted.map((change) => change.id) };
  });
  // After the commit: subscribers (payments pays the refund out, mail) must see the booking Canceled.
  const { revertedChangeIds, ...outcome } = canceled;
  await events.publish('bookingCanceled', { bookingId, userId, ...outcome });
  // The waiting change's checkout is closed by the same reaction as a lapsed change's.
  for (const changeId of revertedChangeIds)
    await events.publish('bookingChanged', { bookingId, userId, changeId, status: 'reverted', refund: 0 });
  return outcome;
}

/**
 * `paymentConfirmed` (kind booking) → the booking becomes Paid. Idempotent: only an Unpaid booking moves, so a
 * repeated confirmation publishes `bookingPaid` once. Money that arrives for a booking already Canceled (its hold
 * ran out while the customer was on the card page) goes back whole: its refund is written here and paid out by
 * payments.
 */
export async function markBookingPaid(
  db: Db,
  events: EventBus,
  bookingId: number,
  paymentId: number,
): Promise<boolean> {
  const [paid] = await moveBookings(db, { event: 'paymentConfirmed', from: 'Unpaid', to: 'Paid' }, { bookingId });
  if (!paid) {
    const refunded = await db.transaction(async (tx) => {
      const [late] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (late?.status !== 'Canceled') return 0;
      return writeRefunds(tx, { bookingId, amount: Infinity, key: sentBackKey(paymentId), paymentId });
    });
    if (refunded > 0) await events.publish('refundsRequested', { bookingId });
    return false;
  }
  await events.publish('bookingPaid', { bookingId: paid.id, userId: paid.userId });
  return true;
}
