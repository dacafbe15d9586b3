import type { PendingEvent, SchedulerJob } from '../../scheduler/jobs';
import { revertLapsedChanges } from './booking-change-revert';

/**
 * Changes that cost more and were not paid in time (docs/product/bookings-and-payments.md#changing-a-booking): after
 * `hold_until`, or as soon as their booking is no longer Paid, the held trip goes back to the fleet. The bookings
 * feature hears `bookingChanged` (reverted) and closes the difference's checkout. Registered after the lifecycle, so
 * a booking that has just started gives its held trip back in the same tick.
 */
export const bookingChangeLapseJob: SchedulerJob = {
  name: 'booking change lapse',
  async run(tx, now): Promise<PendingEvent[]> {
    const reverted = await revertLapsedChanges(tx, now);
    return reverted.map(({ changeId, bookingId, userId }) => ({
      event: 'bookingChanged',
      payload: { bookingId, userId, changeId, status: 'reverted', refund: 0 },
    }));
  },
};
