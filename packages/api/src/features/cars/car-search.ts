import { asc } from 'drizzle-orm';
import {
  messages,
  SEARCH_PAGE_SIZE,
  searchMessages,
  tripPricer,
  type AvailableCarsBody,
  type Car,
  type CarSort,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { wallClockToInstant } from '../../lib/wall-clock';
import { AppError } from '../../lib/app-error';
import { searchCondition, searchParams } from '../../domain/availability';
import { findTripCities } from '../../domain/city-directory';
import { carReadRows, carsFromReadRows, type CarReadRow } from './car-reads';

/** The available cars in their read shape, in one statement (the availability rule is the domain's). */
const prepareSearch = (db: Db) =>
  carReadRows(db).where(searchCondition(db)).orderBy(asc(cars.id)).prepare('car_search');
const preparedSearches = new WeakMap<Db, ReturnType<typeof prepareSearch>>();

/**
 * The order of a sort. A car's price for a trip grows with its fuel consumption alone (the other lines are the
 * trip's), so price and consumption order alike; newest is the latest added to the fleet (the highest id).
 */
const byId = (a: CarReadRow, b: CarReadRow) => a.id - b.id;
const orders: Record<CarSort, (a: CarReadRow, b: CarReadRow) => number> = {
  price: (a, b) => a.fuelConsumption - b.fuelConsumption || byId(a, b),
  consumption: (a, b) => a.fuelConsumption - b.fuelConsumption || byId(a, b),
  newest: (a, b) => byId(b, a),
};

/**
 * `POST /api/cars/availableCars`: the bookable cars for a trip, each priced for it, sorted and paged when asked
 * (docs/product/search-and-availability.md#sorting-and-pages), with how many there are in all. The cars of one trip
 * are sorted and cut here rather than in SQL: only the page's cars are built and priced.
 */
export async function searchAvailableCars(
  db: Db,
  timeZone: string,
  body: AvailableCarsBody,
): Promise<{ cars: Car[]; total: number }> {
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
  const total = rows.length;
  const sorted = body.sort ? [...rows].sort(orders[body.sort]) : rows;
  const shown =
    body.page === undefined ? sorted : sorted.slice(body.page * SEARCH_PAGE_SIZE, (body.page + 1) * SEARCH_PAGE_SIZE);
  if (shown.length === 0) return { cars: [], total };

  const priceFor = tripPricer({
    distanceKm: estimateRoute(from, to).distance,
    durationMs: end.getTime() - start.getTime(),
  });
  return { cars: await carsFromReadRows(db, shown, (row) => priceFor(row.fuelConsumption)), total };
}
