import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bookingPaymentLine } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import type { Db } from '../db/client';
import { payments } from '../db/schema';

/**
 * Money a booking took and gives back (docs/product/bookings-and-payments.md#cancellation-policy). A refund is a
 * payment row of kind `refund` with a negative amount, written in the transaction that decides it (a cancellation, a
 * cheaper change, money that arrived too late) and paid out by the payments feature afterwards: so whatever decides
 * the next refund already sees this one, and nothing is given back twice.
 */

/** Kinds that take money for the trip itself (damage charges are settled on their own). */
const TRIP_CHARGES = ['booking', 'booking_change'] as const;
const toCents = (euro: number) => Math.round(euro * 100);

/**
 * What the customer paid for the booking's trip and has not been given back, in euro: paid trip charges minus every
 * refund written (paid out or not). Charges refunded in full before refund rows existed (`refunded_at`) count 0.
 */
export async function bookingNetPaid(tx: Db, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(round(${payments.amount} * 100)), 0)`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        isNull(payments.refundedAt),
        or(and(inArray(payments.kind, [...TRIP_CHARGES]), eq(payments.paid, true)), eq(payments.kind, 'refund')),
      ),
    );
  return (row?.cents ?? 0) / 100;
}

/** The decision of giving a charge back whole as it arrived (for a booking that no longer wants it). */
export const sentBackKey = (paymentId: number) => `late-${paymentId}`;
/** The refund row's own key: one row per decision and charge. */
export const refundRowKey = (decisionKey: string, chargeId: number) => `${decisionKey}-${chargeId}`;

export interface RefundOrder {
  bookingId: number;
  /** Euro to give back; more than what is left to refund is capped (Infinity: all that is left). */
  amount: number;
  /** Names the decision (`cancel-12`, `change-7`, `late-31`): written once per charge, so a repeat writes nothing. */
  key: string;
  /** Only this charge (money that arrived for a booking that no longer wants it). */
  paymentId?: number;
}

/**
 * Writes the refund rows of one decision inside `tx` (which should hold the booking's row lock), newest charge
 * first, each at most what is left of its charge. Answers the euro written.
 */
export async function writeRefunds(tx: Db, order: RefundOrder): Promise<number> {
  let remaining = toCents(order.amount);
  if (remaining <= 0) return 0;
  const charges = await tx
    .select({
      id: payments.id,
      userId: payments.userId,
      amount: payments.amount,
      provider: payments.provider,
      refunded:
        sql<number>`coalesce((select sum(round(-r.amount * 100)) from payments r where r.refund_of_payment_id = ${payments.id}), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, order.bookingId),
        inArray(payments.kind, [...TRIP_CHARGES]),
        eq(payments.paid, true),
        isNull(payments.refundedAt),
        order.paymentId === undefined ? undefined : eq(payments.id, order.paymentId),
      ),
    )
    .orderBy(desc(payments.id));

  let written = 0;
  for (const charge of charges) {
    const take = Math.min(remaining, toCents(charge.amount) - charge.refunded);
    if (take <= 0) continue;
    const inserted = await tx
      .insert(payments)
      .values({
        userId: charge.userId,
        kind: 'refund',
        bookingId: order.bookingId,
        description: englishOf(bookingPaymentLine('refund', order.bookingId)!),
        amount: -take / 100,
        provider: charge.provider,
        refundOfPaymentId: charge.id,
        refundKey: refundRowKey(order.key, charge.id),
      })
      .onConflictDoNothing({ target: payments.refundKey })
      .returning({ id: payments.id });
    if (inserted.length === 0) continue;
    remaining -= take;
    written += take;
    if (remaining === 0) break;
  }
  return written / 100;
}
