import type { Db } from '../db/client';
import type { DomainEventName, DomainEvents } from '../events/domain-events';

/** An event a job wants published once its transaction has committed. */
export type PendingEvent = { [E in DomainEventName]: { event: E; payload: DomainEvents[E] } }[DomainEventName];

/**
 * One piece of timed work, registered by the feature that owns it (the booking lifecycle, docs/product/bookings-and-payments.md#lifecycle;
 * auction endings, docs/product/auctions.md#closing; lapsed claims, docs/product/auctions.md#claim-deadline; …). `run`
 * gets a transaction that already holds the scheduler's advisory lock and the tick's `now`; it answers the events to
 * publish.
 */
export interface SchedulerJob {
  name: string;
  run(tx: Db, now: Date): Promise<PendingEvent[]>;
}

/**
 * The jobs the feature plugins registered, in the order they registered them (app.ts's order of the features): a
 * feature that needs its jobs to run after another's registers after it. Each tick runs them in that order.
 */
export interface SchedulerJobs {
  register(...jobs: SchedulerJob[]): void;
  /** Every registered job, in order. */
  readonly all: readonly SchedulerJob[];
  /** The registered jobs with these names, in their order (tests run a few). */
  named(...names: string[]): SchedulerJob[];
}

export function createSchedulerJobs(): SchedulerJobs {
  const all: SchedulerJob[] = [];
  return {
    register(...jobs) {
      for (const job of jobs) {
        if (all.some((known) => known.name === job.name))
          throw new Error(`Scheduler job "${job.name}" registered twice`);
        all.push(job);
      }
    },
    all,
    named: (...names) => {
      const found = all.filter((job) => names.includes(job.name));
      if (found.length !== names.length) throw new Error(`Unknown scheduler job among ${names.join(', ')}`);
      return found;
    },
  };
}
