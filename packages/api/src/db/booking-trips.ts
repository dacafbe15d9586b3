import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { bookings, cars, cities } from './schema';

/** A booking's two ends: the cities table joined twice. */
export const startCity = alias(cities, 'start_city');
export const endCity = alias(cities, 'end_city');

/**
 * Joins a select from `bookings` (made `$dynamic()`) with the booking's car — deleted or not: a retired car's trips
 * stay readable — and its start and end cities, so that its fields may name `cars`, `startCity` and `endCity`.
 */
export function joinTrip<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(startCity, eq(startCity.id, bookings.startCityId))
    .innerJoin(endCity, eq(endCity.id, bookings.endCityId));
}
