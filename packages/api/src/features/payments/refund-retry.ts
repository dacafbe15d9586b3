import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PendingEvent, SchedulerJob } from '../../scheduler/jobs';

/** How many bookings one tick asks payments to retry, and for how long a failing refund is retried. */
const RETRY_BATCH = 20;
const RETRY_FOR = '7 days';

/**
 * Refund rows are paid out right after the decision that wrote them (features/payments/refund-payouts.ts); one the
 * provider did not accept then (down, timed out) is still unpaid a minute later. Each tick asks payments again for
 * the bookings that have such rows; the payout is keyed by the row, so asking twice never refunds twice.
 */
export async function retryRefunds(tx: Db, now: Date): Promise<PendingEvent[]> {
  const due = await tx
    .selectDistinct({ bookingId: sql<number>`${payments.bookingId}`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.paid, false),
        sql`${payments.createdAt} < ${now.toISOString()}::timestamptz - interval '1 minute'`,
        sql`${payments.createdAt} > ${now.toISOString()}::timestamptz - interval '${sql.raw(RETRY_FOR)}'`,
      ),
    )
    .limit(RETRY_BATCH);
  return due.map(({ bookingId }) => ({ event: 'refundsRequested', payload: { bookingId } }));
}

export const refundRetryJob: SchedulerJob = { name: 'refund retry', run: retryRefunds };
