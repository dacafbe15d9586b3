/**
 * A change that costs more and was not paid gives its held trip back (docs/product/bookings-and-payments.md#changing-a-booking,
 * docs/decisions/014-a-change-holds-both-trips.md): when its booking is canceled, its time runs out (the change
 * lapse job) or its money arrives too late.
 */
import { and, eq, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingChanges } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

export interface RevertedChange {
  changeId: number;
  bookingId: number;
  userId: number;
}

/** The booking's trip as it was: no held trip (the car stays are rebuilt by the database). */
export const NO_HELD_TRIP = { heldStartAt: null, heldEndAt: null, heldStartCityId: null, heldEndCityId: null } as const;

/**
 * Reverts the booking's pending change, if it has one, inside `tx` (which should hold the booking's row lock):
 * the change becomes `reverted`, the booking drops its held trip. Answers the reverted change, or undefined.
 */
export async function revertPendingChange(tx: Db, bookingId: number, now: Date): Promise<RevertedChange | undefined> {
  const [reverted] = await tx
    .update(bookingChanges)
    .set({ status: 'reverted', settledAt: now })
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending')))
    .returning({ changeId: bookingChanges.id, bookingId: bookingChanges.bookingId });
  if (!reverted) return undefined;
  const [booking] = await tx
    .update(bookings)
    .set(NO_HELD_TRIP)
    .where(eq(bookings.id, bookingId))
    .returning({ userId: bookings.userId });
  return { ...reverted, userId: booking?.userId ?? 0 };
}

/**
 * Every pending change whose time ran out (`hold_until` ≤ now) or whose booking is no longer Paid (canceled,
 * started): reverted, each under its booking's row lock (taken before the change's, as a change and its payment do).
 */
export async function revertLapsedChanges(tx: Db, now: Date): Promise<RevertedChange[]> {
  const due = await tx
    .select({ bookingId: bookingChanges.bookingId })
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
    .where(
      and(eq(bookingChanges.status, 'pending'), or(lte(bookingChanges.holdUntil, now), ne(bookings.status, 'Paid'))),
    )
    .orderBy(bookingChanges.bookingId);
  const reverted: RevertedChange[] = [];
  for (const { bookingId } of due) {
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    // Re-read under the lock: a payment confirmed meanwhile has applied the change.
    const [change] = await tx
      .select({ holdUntil: bookingChanges.holdUntil })
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending')));
    if (!booking || !change) continue;
    const lapsed = change.holdUntil !== null && change.holdUntil <= now;
    if (!lapsed && booking.status === 'Paid') continue;
    const done = await revertPendingChange(tx, bookingId, now);
    if (done) reverted.push(done);
  }
  return reverted;
}
