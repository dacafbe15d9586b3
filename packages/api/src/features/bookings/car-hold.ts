import { eq } from 'drizzle-orm';
import { bookingMessages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { findAvailableCarIds } from '../../domain/availability';
import type { CarHold } from '../../domain/booking-hold';
import { firstRow } from '../../db/first-row';
import { AppError } from '../../lib/app-error';
import { admitCustomer } from './booking-admission';

/**
 * The one way a booking row is written, for a trip (booking-create.ts) and a claimed auction (through the bookings
 * port, domain/bookings-port.ts): an Unpaid booking that holds the car, inside `tx`, after checking the customer
 * (`admitCustomer`: age, how many they hold and have made) and the availability rule.
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
    startAt: hold.startAt,
    endAt: hold.endAt,
    featureIds: [],
    carIds: [hold.carId],
    includeExclusive: hold.exclusiveCar ?? false,
  });
  if (!free.includes(hold.carId)) throw new AppError('CONFLICT', bookingMessages.unavailable);
  const row = firstRow(
    await tx
      .insert(bookings)
      .values({
        userId: hold.userId,
        carId: hold.carId,
        startCityId: hold.fromCityId,
        endCityId: hold.toCityId,
        startAt: hold.startAt,
        endAt: hold.endAt,
        // Every booking starts Unpaid; it moves on only through booking-transitions.ts.
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
