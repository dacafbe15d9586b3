import { asc } from 'drizzle-orm';
import { messages, searchMessages, tripPricer, type AvailableCarsBody, type Car } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { wallClockToInstant } from '../../lib/wall-clock';
import { AppError } from '../../lib/app-error';
import { searchCondition, searchParams } from '../../domain/availability';
import { findTripCities } from '../../domain/city-directory';
import { carReadRows, carsFromReadRows } from './car-reads';

/** The available cars in their read shape, in one statement (the availability rule is the domain's). */
const prepareSearch = (db: Db) =>
  carReadRows(db).where(searchCondition(db)).orderBy(asc(cars.id)).prepare('car_search');
const preparedSearches = new WeakMap<Db, ReturnType<typeof prepareSearch>>();

/** `POST /api/cars/availableCars`: the bookable cars for a trip, each priced for it. */
export async function searchAvailableCars(db: Db, timeZone: string, body: AvailableCarsBody): Promise<Car[]> {
  if (body.fromCity === body.toCity) throw new AppError('BAD_REQUEST', messages.search.sameCities, 'toCity');
  const start = wallClockToInstant(body.fromDateTime, timeZone);
  const end = wallClockToInstant(body.toDateTime, timeZone);
  if (end <= start) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');

  let search = preparedSearches.get(db);
  if (!search) preparedSearches.set(db, (search = prepareSearch(db)));
  // Both at once (the cities are usually in memory): the search needs only the ids; an unknown city is 404.
  const [{ from, to }, rows] = await Promise.all([
    findTripCities(db, body.fromCity, body.toCity),
    search.execute(
      searchParams({
        fromCityId: body.fromCity,
        toCityId: body.toCity,
        start,
        end,
        featureIds: body.selectedFeatures ?? [],
      }),
    ),
  ]);
  if (rows.length === 0) return [];

  const priceFor = tripPricer({
    distanceKm: estimateRoute(from, to).distance,
    durationMs: end.getTime() - start.getTime(),
  });
  return carsFromReadRows(db, rows, (row) => priceFor(row.fuelConsumption));
}
