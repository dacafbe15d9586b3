import { and, eq } from 'drizzle-orm';
import { bookingMessages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import { releasePlanUses } from '../../domain/plan-discounts';
import { AppError } from '../../lib/app-error';

/**
 * `GET /api/bookings/cancel`: the owner cancels an Unpaid or Paid booking. The row is locked so a payment
 * confirmed at the same moment is either seen (wasPaid, refunded by payments) or finds the booking Canceled.
 */
export async function cancelBooking(db: Db, events: EventBus, userId: number, bookingId: number): Promise<void> {
  const canceled = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ userId: bookings.userId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new AppError('NOT_FOUND', bookingMessages.notFound);
    if (booking.userId !== userId) throw new AppError('FORBIDDEN', bookingMessages.notYourBooking);
    if (booking.status !== 'Unpaid' && booking.status !== 'Paid')
      throw new AppError('CONFLICT', bookingMessages.notCancelable);
    await tx.update(bookings).set({ status: 'Canceled' }).where(eq(bookings.id, bookingId));
    const wasPaid = booking.status === 'Paid';
    // An unpaid booking gives its plan use back in the same step; a paid one is refunded but the use stays spent.
    if (!wasPaid) await releasePlanUses(tx, [bookingId]);
    return { wasPaid };
  });
  // After the commit: subscribers (payments refunds, mail) must see the booking Canceled.
  await events.publish('bookingCanceled', { bookingId, userId, wasPaid: canceled.wasPaid });
}

/**
 * `paymentConfirmed` (kind booking) → the booking becomes Paid. Idempotent: only an Unpaid booking moves, so a
 * repeated confirmation publishes `bookingPaid` once. Money that arrives for a booking already Canceled (its hold
 * ran out while the customer was on the card page) is announced as a paid cancellation, so payments refunds it.
 */
export async function markBookingPaid(db: Db, events: EventBus, bookingId: number): Promise<boolean> {
  const [paid] = await db
    .update(bookings)
    .set({ status: 'Paid' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'Unpaid')))
    .returning({ id: bookings.id, userId: bookings.userId });
  if (!paid) {
    const [late] = await db
      .select({ userId: bookings.userId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (late?.status === 'Canceled')
      await events.publish('bookingCanceled', { bookingId, userId: late.userId, wasPaid: true });
    return false;
  }
  await events.publish('bookingPaid', { bookingId: paid.id, userId: paid.userId });
  return true;
}
