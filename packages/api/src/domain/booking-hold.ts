/** Shared by every feature that books a car (a trip, a claimed auction): the one way a booking row is written. */
import { eq } from 'drizzle-orm';
import { bookingMessages, CAR_DELIVERY_FEE, type CostBreakdown, type CoverageLevel } from '@wayfare/common';
import type { Db } from '../db/client';
import { isExclusionViolation } from '../db/errors';
import { bookings, cars, type BookingCostLines } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findAvailableCarIds } from './availability';
import { admitCustomer } from './booking-admission';
import { firstRow } from '../db/first-row';

export interface CarHold {
  userId: number;
  carId: number;
  fromCityId: number;
  toCityId: number;
  start: Date;
  end: Date;
  coverage: CoverageLevel;
  /** Route distance in km. */
  distance: number;
  totalPrice: number;
  deliveryAddress?: string | undefined;
  now: Date;
  /** Only a claimed auction may book an exclusive car; a plain booking may not. */
  exclusiveCar?: boolean;
  /** The priced lines, kept for receipts; a claimed auction has none (its price is the winning bid). */
  costLines?: BookingCostLines;
}

/** The lines a receipt prints, from the breakdown the total was computed from (`bookingTotal`). */
export function costLinesOf(cost: CostBreakdown, hasDelivery: boolean): BookingCostLines {
  return {
    fuelCost: cost.fuelCost,
    tollFees: cost.tollFees,
    serviceFees: cost.serviceFees,
    timeFees: cost.timeFees,
    coverageFee: cost.coverageFee,
    deliveryFee: hasDelivery ? CAR_DELIVERY_FEE : 0,
    userDiscount: cost.userDiscount,
  };
}

const unavailable = () => new AppError('CONFLICT', bookingMessages.unavailable);

/**
 * Writes an Unpaid booking that holds the car, inside `tx`, after checking the customer (`admitCustomer`: age, how
 * many they hold and have made) and the availability rule.
 * Bookings of one car are serialised on its row: the exclusion constraint alone stops overlaps, but the "car is
 * there / nobody stranded" parts of the rule span several rows and need the check and the insert to be one step.
 * Two customers booking different cars never wait for each other. Call `bookingConflict` on errors the transaction
 * throws: a race the row lock did not see (a booking written by another path) ends at the exclusion constraint.
 */
export async function holdCar(tx: Db, hold: CarHold): Promise<number> {
  await admitCustomer(tx, hold.userId, hold.now);
  await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, hold.carId)).for('update');
  const free = await findAvailableCarIds(tx, {
    fromCityId: hold.fromCityId,
    toCityId: hold.toCityId,
    start: hold.start,
    end: hold.end,
    featureIds: [],
    carIds: [hold.carId],
    includeExclusive: hold.exclusiveCar ?? false,
  });
  if (!free.includes(hold.carId)) throw unavailable();
  const row = firstRow(
    await tx
      .insert(bookings)
      .values({
        userId: hold.userId,
        carId: hold.carId,
        startCityId: hold.fromCityId,
        endCityId: hold.toCityId,
        startAt: hold.start,
        endAt: hold.end,
        status: 'Unpaid',
        coverage: hold.coverage,
        distance: hold.distance,
        totalPrice: hold.totalPrice,
        deliveryAddress: hold.deliveryAddress ?? null,
        costLines: hold.costLines ?? null,
        createdAt: hold.now,
      })
      .returning({ id: bookings.id }),
    'insert into bookings',
  );
  return row.id;
}

/** The database's last word on a race: an exclusion violation means the car was taken meanwhile. */
export function bookingConflict(error: unknown): unknown {
  return isExclusionViolation(error) ? unavailable() : error;
}
