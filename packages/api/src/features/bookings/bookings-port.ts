import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import { cars } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { BookingsPort } from '../../domain/bookings-port';
import { moveBooking } from './booking-transitions';
import { holdCar } from './car-hold';

/**
 * The bookings feature as other features reach it (reviews, the auction claim, payments, cars and their blocks): see
 * domain/bookings-port.ts.
 */
export const bookingsPort: BookingsPort = {
  async lock(tx, bookingId) {
    const [booking] = await tx
      .select({
        userId: bookings.userId,
        carId: bookings.carId,
        status: bookings.status,
        totalPrice: bookings.totalPrice,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    return booking;
  },
  async find(db, bookingId) {
    const fields = db.select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      coverage: bookings.coverage,
      totalPrice: bookings.totalPrice,
      make: cars.make,
      model: cars.model,
      from: startCity.name,
      to: endCity.name,
    });
    const [booking] = await joinTrip(fields.from(bookings).$dynamic()).where(eq(bookings.id, bookingId));
    return booking;
  },
  async liveIdsOverlapping(db, carId, { startAt, endAt }) {
    // `[startAt, endAt)` as the multirange `bookings.occupied` holds.
    const period = sql`tstzmultirange(tstzrange(${startAt.toISOString()}::timestamptz, ${endAt.toISOString()}::timestamptz, '[)'))`;
    const taken = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled'), sql`${bookings.occupied} && ${period}`))
      .orderBy(asc(bookings.startAt), asc(bookings.id));
    return taken.map((row) => row.id);
  },
  async hasLiveAfter(db, carId, at) {
    const [upcoming] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled'), gt(bookings.endAt, at)))
      .limit(1);
    return upcoming !== undefined;
  },
  markReviewed: (tx, bookingId) => moveBooking(tx, bookingId, { event: 'reviewed', from: 'Finished', to: 'Rated' }),
  markUnreviewed: (tx, bookingId) =>
    moveBooking(tx, bookingId, { event: 'reviewDeleted', from: 'Rated', to: 'Finished' }),
  hold: holdCar,
};
