import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import type { BookingsPort } from '../../domain/bookings-port';
import { moveBooking } from './booking-transitions';
import { holdCar } from './car-hold';

/** The bookings feature as other features reach it (reviews, the auction claim): see domain/bookings-port.ts. */
export const bookingsPort: BookingsPort = {
  async lock(tx, bookingId) {
    const [booking] = await tx
      .select({ userId: bookings.userId, carId: bookings.carId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    return booking;
  },
  markReviewed: (tx, bookingId) => moveBooking(tx, bookingId, { event: 'reviewed', from: 'Finished', to: 'Rated' }),
  markUnreviewed: (tx, bookingId) =>
    moveBooking(tx, bookingId, { event: 'reviewDeleted', from: 'Rated', to: 'Finished' }),
  hold: holdCar,
};
