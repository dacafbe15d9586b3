import { asc, desc, sql } from 'drizzle-orm';
import {
  messages,
  SEARCH_PAGE_SIZE,
  searchMessages,
  tripPricer,
  type AvailableCarsBody,
  type Car,
  type CarSort,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { AppError } from '../../lib/app-error';
import { findAvailableCarIds, searchCondition, searchParams } from '../../domain/availability';
import { findTripCities } from '../../domain/city-directory';
import { carReadColumns, carsFromReadRows } from './car-reads';

/**
 * The order of each sort, ties by id. A car's price for a trip grows with its fuel consumption alone (the other lines
 * are the trip's), so price and consumption order alike; newest is the latest added to the fleet (the highest id).
 * Without a sort, id order, as the search always answered.
 */
const ORDERS = {
  id: [asc(cars.id)],
  consumption: [asc(cars.fuelConsumption), asc(cars.id)],
  newest: [desc(cars.id)],
};
type OrderKey = keyof typeof ORDERS;
const orderOf = (sort: CarSort | undefined): OrderKey =>
  sort === undefined ? 'id' : sort === 'price' ? 'consumption' : sort;

/**
 * The available cars in their read shape, sorted and cut in one statement (the availability rule is the domain's),
 * each row with the count of all the trip's cars (`count(*) over ()`, taken before the cut): a page of ten sends,
 * and parses, ten rows however many cars are free — at 10,000 cars a city's 50 (bench/HISTORY.md 2026-11-26).
 * `limit` null = every car.
 */
const prepareSearch = (db: Db, order: OrderKey) =>
  db
    .select({ ...carReadColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(cars)
    .where(searchCondition(db))
    .orderBy(...ORDERS[order])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`car_search_${order}`);
const preparedSearches = new WeakMap<Db, Map<OrderKey, ReturnType<typeof prepareSearch>>>();

function preparedSearch(db: Db, order: OrderKey) {
  let byOrder = preparedSearches.get(db);
  if (!byOrder) preparedSearches.set(db, (byOrder = new Map()));
  let search = byOrder.get(order);
  if (!search) byOrder.set(order, (search = prepareSearch(db, order)));
  return search;
}

/**
 * `POST /api/cars/availableCars`: the bookable cars for a trip, each priced for it, sorted and paged when asked
 * (docs/product/search-and-availability.md#sorting-and-pages), with how many there are in all.
 */
export async function searchAvailableCars(
  db: Db,
  timeZone: string,
  body: AvailableCarsBody,
): Promise<{ cars: Car[]; total: number }> {
  if (body.fromCity === body.toCity) throw new AppError('BAD_REQUEST', messages.search.sameCities, 'toCity');
  const startAt = wallClockToInstant(body.fromDateTime, timeZone);
  const endAt = wallClockToInstant(body.toDateTime, timeZone);
  if (endAt <= startAt) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');

  const query = {
    fromCityId: body.fromCity,
    toCityId: body.toCity,
    startAt,
    endAt,
    featureIds: body.selectedFeatures ?? [],
  };
  const offset = (body.page ?? 0) * SEARCH_PAGE_SIZE;
  // Both at once (the cities are usually in memory): the search needs only the ids; an unknown city is 404.
  const [{ from, to }, shown] = await Promise.all([
    findTripCities(db, body.fromCity, body.toCity),
    preparedSearch(db, orderOf(body.sort)).execute({
      ...searchParams(query),
      limit: body.page === undefined ? null : SEARCH_PAGE_SIZE,
      offset,
    }),
  ]);
  // A page past the end has no row to carry the count: asked again (people rarely get there).
  const total = shown[0]?.total ?? (offset === 0 ? 0 : (await findAvailableCarIds(db, query)).length);
  if (shown.length === 0) return { cars: [], total };

  const priceFor = tripPricer({
    distanceKm: estimateRoute(from, to).distance,
    durationMs: endAt.getTime() - startAt.getTime(),
  });
  return { cars: await carsFromReadRows(db, shown, (row) => priceFor(row.fuelConsumption)), total };
}
