import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EventBus } from '../events/domain-events';
import type { PendingEvent, SchedulerJob } from './jobs';

/** How often the scheduler ticks (docs/product/bookings-and-payments.md#lifecycle: at least every 30 s). */
export const SCHEDULER_INTERVAL_MS = 15_000;

/**
 * Key of the transaction-level advisory lock that makes one instance at a time run a job: with several API
 * instances the others skip that tick instead of queueing behind it ("wayfare" in ASCII, any fixed number works).
 */
const LOCK_KEY = 0x7761_7966;

/**
 * Runs each job once at `now`, each in its own transaction under the advisory lock, and publishes the jobs'
 * events after their commit. A failing job is reported and does not stop the others. Answers the jobs that ran.
 */
export async function runJobsOnce(
  db: Db,
  events: EventBus,
  now: Date,
  jobs: readonly SchedulerJob[],
  onError: (job: string, error: unknown) => void = () => {},
): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      const pending = await db.transaction(async (tx) => {
        const [lock] = await tx
          .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_KEY}, hashtext(${job.name}))` })
          .from(sql`(values (1)) as tick(one)`);
        if (!lock?.locked) return null;
        return job.run(tx, now);
      });
      if (pending === null) continue;
      ran.push(job.name);
      for (const { event, payload } of pending) await publish(events, event, payload);
    } catch (error) {
      onError(job.name, error);
    }
  }
  return ran;
}

function publish(events: EventBus, event: PendingEvent['event'], payload: PendingEvent['payload']): Promise<void> {
  // The union was built pairwise in PendingEvent; TypeScript cannot correlate the two halves here.
  return (events.publish as (e: typeof event, p: typeof payload) => Promise<void>)(event, payload);
}
