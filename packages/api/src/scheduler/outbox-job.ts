import { deliverOutbox, type Mailer } from '../integrations/mail';
import type { SchedulerJob } from './jobs';

/**
 * Delivers due e-mails from the outbox (docs/product/bookings-and-payments.md#emails) on every tick; publishes
 * nothing.
 */
export function createOutboxJob(mailer: Mailer): SchedulerJob {
  return {
    name: 'outbox delivery',
    async run(tx, now) {
      await deliverOutbox(tx, mailer, now);
      return [];
    },
  };
}
