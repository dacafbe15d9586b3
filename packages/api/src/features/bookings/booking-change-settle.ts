import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingChanges, payments } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { EventBus } from '../../events/domain-events';
import { NO_HELD_TRIP, revertPendingChange } from './booking-change-revert';
import { sentBackKey, writeRefunds } from '../../domain/refunds';
import type { PaymentProviders } from '../../integrations/payments';
import { appliedTripColumns } from './booking-change-rules';

/**
 * `paymentConfirmed` of kind booking_change: the difference of a change arrived
 * (docs/product/bookings-and-payments.md#changing-a-booking). A change still pending on a Paid booking is applied —
 * its held trip becomes the trip, its price the booking's. A change no longer pending (it lapsed, the booking was
 * canceled or has started) cannot take the money: it goes straight back (refund rows now, paid out by payments).
 */
export async function settleChangePayment(
  db: Db,
  events: EventBus,
  bookingId: number,
  paymentId: number,
  now: Date,
): Promise<'applied' | 'refunded' | 'none'> {
  const result = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const [change] = await tx.select().from(bookingChanges).where(eq(bookingChanges.paymentId, paymentId));
    if (!booking || !change || change.bookingId !== bookingId) return { kind: 'none' as const };

    if (change.status === 'pending' && booking.status === 'Paid') {
      await tx
        .update(bookings)
        .set({ ...NO_HELD_TRIP, ...appliedTripColumns(booking, change.after, now) })
        .where(eq(bookings.id, bookingId));
      await tx
        .update(bookingChanges)
        .set({ status: 'applied', settledAt: now })
        .where(eq(bookingChanges.id, change.id));
      return { kind: 'applied' as const, changeId: change.id, userId: booking.userId };
    }

    if (change.status === 'pending') await revertPendingChange(tx, bookingId, now);
    const [payment] = await tx
      .select({ amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.paid, true)));
    const written = payment
      ? await writeRefunds(tx, { bookingId, amount: payment.amount, key: sentBackKey(paymentId), paymentId })
      : 0;
    return { kind: 'refunded' as const, written };
  });

  if (result.kind === 'applied') {
    await events.publish('bookingChanged', {
      bookingId,
      userId: result.userId,
      changeId: result.changeId,
      status: 'applied',
      refund: 0,
    });
  } else if (result.kind === 'refunded' && result.written > 0) {
    await events.publish('refundsRequested', { bookingId });
  }
  return result.kind;
}

/**
 * A reverted change's difference can no longer be paid: its checkout is closed (best effort — a session paid in the
 * meantime arrives through `paymentConfirmed` and is refunded by `settleChangePayment`).
 */
export async function closeChangeCheckout(db: Db, providers: PaymentProviders, changeId: number): Promise<void> {
  const [row] = await db
    .select({ provider: payments.provider, sessionId: payments.providerSessionId, paid: payments.paid })
    .from(bookingChanges)
    .innerJoin(payments, eq(payments.id, bookingChanges.paymentId))
    .where(eq(bookingChanges.id, changeId));
  if (!row?.sessionId || row.paid) return;
  await providers.byName(row.provider)?.expireCheckout(row.sessionId);
}
