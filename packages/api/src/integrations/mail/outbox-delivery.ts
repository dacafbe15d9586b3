import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mailer } from './mailer';
import { attachmentsFromOutbox } from './outbox-attachments';

/** Rows one run takes at most. */
export const OUTBOX_BATCH_SIZE = 20;
/** After this many failed attempts a mail is given up (status failed). */
export const OUTBOX_MAX_ATTEMPTS = 8;

const BACKOFF_MINUTES = [1, 5, 30, 60, 120, 240, 480];

/** Minutes to wait after the n-th failed attempt (1-based): 1, 5, 30 min, then 1, 2, 4, 8 h. */
export function retryDelayMinutes(attempts: number): number {
  return BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1;
}

/**
 * Delivers the pending mails that are due (docs/product/bookings-and-payments.md#emails). Rows are locked FOR UPDATE
 * SKIP LOCKED, so two workers never send the same mail; each one ends sent, or pending with attempts + 1, last_error
 * and a later next_attempt_at, or failed after OUTBOX_MAX_ATTEMPTS. Answers how many were sent.
 */
export async function deliverOutbox(tx: Db, mailer: Mailer, now: Date, batchSize = OUTBOX_BATCH_SIZE): Promise<number> {
  const due = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });

  let sent = 0;
  for (const row of due) {
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: attachmentsFromOutbox(row.attachments),
      });
      await tx.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await tx
        .update(outbox)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000),
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return sent;
}
