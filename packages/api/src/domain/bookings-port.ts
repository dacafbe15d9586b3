import type { BookingStatus } from '@wayfare/common';
import type { Db } from '../db/client';
import type { CarHold } from './booking-hold';

/**
 * What another feature may do to a booking, inside its own transaction: the bookings feature owns the table and every
 * status move (features/bookings/booking-transitions.ts) and implements this (features/bookings/bookings-port.ts);
 * app.ts hands it to the features that need it, since features never import each other (docs/decisions/003).
 */
export interface BookingsPort {
  /** The booking's row locked (FOR UPDATE) for the caller's transaction, as another feature may see it. */
  lock(tx: Db, bookingId: number): Promise<{ userId: number; carId: number; status: BookingStatus } | undefined>;
  /** Finished → Rated, as its review is written: whether it moved. */
  markReviewed(tx: Db, bookingId: number): Promise<boolean>;
  /** Rated → Finished, as its review is deleted: whether it moved. */
  markUnreviewed(tx: Db, bookingId: number): Promise<boolean>;
  /** A new Unpaid booking that holds the car (admission, availability, the car's row lock): its id. */
  hold(tx: Db, hold: CarHold): Promise<number>;
}
