import { eq, lte } from 'drizzle-orm';
import { HOLD_MINUTES } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { releasePlanUses } from '../../domain/plan-discounts';
import type { PendingEvent, SchedulerJob } from '../../scheduler/jobs';
import { moveBookings } from './booking-transitions';

/**
 * The booking lifecycle (docs/product/bookings-and-payments.md#lifecycle), one tick:
 * - Unpaid for longer than the hold → Canceled (frees the car and gives back its plan use);
 * - Paid whose start has come → Active;
 * - Active whose end has come → Finished, and the car now stands in the drop-off city.
 * Each step is one guarded UPDATE … RETURNING (booking-transitions.ts), so a row moves once even if two instances
 * were to run together. Paid goes before Active → Finished so a trip missed entirely (scheduler down) still ends
 * Finished in one tick.
 */
export async function advanceBookings(tx: Db, now: Date): Promise<PendingEvent[]> {
  const holdStart = new Date(now.getTime() - HOLD_MINUTES * 60_000);
  const expired = await moveBookings(
    tx,
    { event: 'holdExpired', from: 'Unpaid', to: 'Canceled' },
    { where: lte(bookings.createdAt, holdStart) },
  );
  await releasePlanUses(
    tx,
    expired.map((booking) => booking.id),
  );

  await moveBookings(tx, { event: 'tripStarted', from: 'Paid', to: 'Active' }, { where: lte(bookings.startAt, now) });

  const finished = await moveBookings(
    tx,
    { event: 'tripEnded', from: 'Active', to: 'Finished' },
    { where: lte(bookings.endAt, now) },
  );
  await moveCars(tx, finished);

  return expired.map(({ id, userId }) => ({
    event: 'bookingCanceled',
    payload: { bookingId: id, userId, wasPaid: false, refund: 0 },
  }));
}

/** Each car whose trips finished stands where its latest finished trip ended. */
async function moveCars(tx: Db, finished: { carId: number; endCityId: number; endAt: Date }[]): Promise<void> {
  const latest = new Map<number, { endCityId: number; endAt: Date }>();
  for (const trip of finished) {
    const known = latest.get(trip.carId);
    if (!known || trip.endAt > known.endAt) latest.set(trip.carId, trip);
  }
  for (const [carId, trip] of latest) {
    await tx.update(cars).set({ cityId: trip.endCityId }).where(eq(cars.id, carId));
  }
}

/**
 * Registered first (bookings.plugin.ts): a claim booking whose hold ran out gives its claim back before the claim
 * deadline job looks, and a booking that has just started gives its held trip back in the same tick.
 */
export const bookingLifecycleJob: SchedulerJob = { name: 'booking lifecycle', run: advanceBookings };
