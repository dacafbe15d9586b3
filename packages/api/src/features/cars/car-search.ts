import { sql } from 'drizzle-orm';
import {
  cityMessages,
  estimateTripPrice,
  messages,
  searchMessages,
  type AvailableCarsBody,
  type Car,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { wallClockToInstant } from '../../lib/wall-clock';
import { AppError } from '../../plugins/errors';
import { findAvailableCarIds } from '../../domain/availability';
import { readCarsByIds } from './car-reads';

/** The two cities of a search, prepared once per database (built and parsed once, not at every search). */
const prepareCities = (db: Db) =>
  db
    .select()
    .from(cities)
    .where(sql`${cities.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('search_cities');
const preparedCities = new WeakMap<Db, ReturnType<typeof prepareCities>>();

/** `POST /api/cars/availableCars`: the bookable cars for a trip, each priced for it. */
export async function searchAvailableCars(db: Db, timeZone: string, body: AvailableCarsBody): Promise<Car[]> {
  if (body.fromCity === body.toCity) throw new AppError('BAD_REQUEST', messages.search.sameCities, 'toCity');
  const start = wallClockToInstant(body.fromDateTime, timeZone);
  const end = wallClockToInstant(body.toDateTime, timeZone);
  if (end <= start) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');

  let citiesById = preparedCities.get(db);
  if (!citiesById) preparedCities.set(db, (citiesById = prepareCities(db)));
  const found = await citiesById.execute({ ids: [body.fromCity, body.toCity] });
  const from = found.find((city) => city.id === body.fromCity);
  const to = found.find((city) => city.id === body.toCity);
  if (!from || !to) throw new AppError('NOT_FOUND', cityMessages.notFound);

  const ids = await findAvailableCarIds(db, {
    fromCityId: from.id,
    toCityId: to.id,
    start,
    end,
    featureIds: body.selectedFeatures ?? [],
  });
  if (ids.length === 0) return [];

  const { distance } = estimateRoute(from, to);
  const durationMs = end.getTime() - start.getTime();
  const available = await readCarsByIds(db, ids);
  return available.map((car) => ({
    ...car,
    fuelPrice: estimateTripPrice({ distanceKm: distance, fuelConsumption: car.fuelConsumption, durationMs }),
  }));
}
