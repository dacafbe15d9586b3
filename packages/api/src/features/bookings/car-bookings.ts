import { and, count, desc, eq, ne } from 'drizzle-orm';
import { carMessages, type Booking, type MapImage } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { tripsMapUrl } from '../../integrations/geo/map-urls';
import { AppError } from '../../lib/app-error';
import { readBookings } from './booking-reads';

/**
 * The trips map draws at most 200 distinct trips (features/maps refuses longer lists); a car with more shows its
 * most frequent ones.
 */
const MAP_MAX_TRIPS = 200;

export interface CarBookingsDeps {
  db: Db;
  timeZone: string;
}

/** A car's bookings as its info page shows them: the list, and the map of its trips. */
export function createCarBookings({ db, timeZone }: CarBookingsDeps) {
  /** Any car that ever existed: a deleted car's history stays readable. Answers its current city. */
  async function findCar(carId: number): Promise<{ cityId: number }> {
    const [car] = await db.select({ cityId: cars.cityId }).from(cars).where(eq(cars.id, carId));
    if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
    return car;
  }

  return {
    /** Every booking of the car, newest trip first (car info page). */
    async listCarBookings(carId: number): Promise<Booking[]> {
      await findCar(carId);
      return readBookings(db, timeZone, {
        where: eq(bookings.carId, carId),
        orderBy: [desc(bookings.startAt), desc(bookings.id)],
      });
    },

    /** A map of the car's trips (Canceled ones never happened); a car without trips is shown where it stands. */
    async carTripsMap(carId: number): Promise<MapImage> {
      const car = await findCar(carId);
      const trips = await db
        .select({ from: bookings.startCityId, to: bookings.endCityId })
        .from(bookings)
        .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled')))
        .groupBy(bookings.startCityId, bookings.endCityId)
        .orderBy(desc(count()), bookings.startCityId, bookings.endCityId)
        .limit(MAP_MAX_TRIPS);
      const pairs = trips.map((trip) => [trip.from, trip.to] as const);
      return { imgUrl: tripsMapUrl(pairs.length > 0 ? pairs : [[car.cityId, car.cityId]]) };
    },
  };
}
