import type { BookingStatus } from '@wayfare/common';
import type { Db } from '../db/client';
import type { CarHold } from './booking-hold';

/** A booking's row as another feature may see it under its lock. */
export interface LockedBooking {
  userId: number;
  carId: number;
  status: BookingStatus;
  totalPrice: number;
}

/** A booking, its car (deleted or not) and its start and end cities' names. */
export interface BookingTrip {
  id: number;
  userId: number;
  status: BookingStatus;
  /** 0 (none) to 2 (Premium), an index of common's COVERAGES. */
  coverage: number;
  totalPrice: number;
  make: string;
  model: string;
  from: string;
  to: string;
}

/**
 * What another feature may do to a booking, inside its own transaction: the bookings feature owns the table and every
 * status move (features/bookings/booking-transitions.ts) and implements this (features/bookings/bookings-port.ts);
 * app.ts hands it to the features that need it, since features never import each other (docs/decisions/003). Their
 * reads of a booking go through it too, so that a change to the table is a change to the bookings feature alone.
 */
export interface BookingsPort {
  /** The booking's row locked (FOR UPDATE) for the caller's transaction, as another feature may see it. */
  lock(tx: Db, bookingId: number): Promise<LockedBooking | undefined>;
  /** The booking with its car and its two cities, as a payment names and prices it; not locked. */
  find(db: Db, bookingId: number): Promise<BookingTrip | undefined>;
  /**
   * The car's live bookings (any status but Canceled) whose time — a change's held trip included — meets
   * `[startAt, endAt)`: their ids, earliest start first. What stands in a maintenance block's way.
   */
  liveIdsOverlapping(db: Db, carId: number, period: { startAt: Date; endAt: Date }): Promise<number[]>;
  /** Whether the car has a live booking that has not ended by `at`: a car with one cannot be retired. */
  hasLiveAfter(db: Db, carId: number, at: Date): Promise<boolean>;
  /** Finished → Rated, as its review is written: whether it moved. */
  markReviewed(tx: Db, bookingId: number): Promise<boolean>;
  /** Rated → Finished, as its review is deleted: whether it moved. */
  markUnreviewed(tx: Db, bookingId: number): Promise<boolean>;
  /** A new Unpaid booking that holds the car (admission, availability, the car's row lock): its id. */
  hold(tx: Db, hold: CarHold): Promise<number>;
}
