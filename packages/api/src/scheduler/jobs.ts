import type { Db } from '../db/client';
import type { DomainEventName, DomainEvents } from '../events/domain-events';

/** An event a job wants published once its transaction has committed. */
export type PendingEvent = { [E in DomainEventName]: { event: E; payload: DomainEvents[E] } }[DomainEventName];

/**
 * One piece of timed work: the booking lifecycle (docs/product/bookings-and-payments.md#lifecycle), auction endings
 * (docs/product/auctions.md#closing), lapsed claims (docs/product/auctions.md#claim-deadline). `run` gets a
 * transaction that already holds the scheduler's advisory lock and the tick's `now`; it answers the events to publish.
 */
export interface SchedulerJob {
  name: string;
  run(tx: Db, now: Date): Promise<PendingEvent[]>;
}
