import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carFeatures, carStays, cars } from '../db/schema';

/** What a search asks. */
export interface SearchQuery {
  fromCityId: number;
  toCityId: number;
  startAt: Date;
  endAt: Date;
  /** Every one of them is required (AND); empty = no filter. */
  featureIds: readonly number[];
}

export interface AvailabilityQuery extends SearchQuery {
  /** Only these cars (booking creation re-checks one car); all cars when absent. */
  carIds?: readonly number[];
  /** Exclusive cars are sold by auction, not searched; a claimed auction books one (default false). */
  includeExclusive?: boolean;
}

/** Deleted cars are off the road. */
const isLiveCar = isNull(cars.deletedAt);

/** The trip's values as SQL: bound parameters for one query, placeholders for the prepared search. */
interface TripValues {
  startAt: SQL;
  endAt: SQL;
  fromCityId: SQL;
  toCityId: SQL;
}

/**
 * The one availability rule (docs/product/search-and-availability.md#availability), shared by the search
 * (features/cars) and booking creation (features/bookings) so that what a search offers is exactly what can be booked.
 *
 * A car can take the trip when it is
 * - offered at all: live, not exclusive (exclusive cars are sold by auction, whose claim asks `includeExclusive`);
 * - there and free: one of its stays (db/schema/car-stays.ts — the gaps between its live bookings, kept by the
 *   database) is in the pick-up city and spans [startAt, endAt]. That is the rule "no live booking overlaps
 *   [startAt, endAt), and the car stands in the pick-up city at startAt — the drop-off city of its last live booking
 *   that ended by then, else its current city" read off one row;
 * - nobody stranded: the stay's next live booking, if any, starts in the drop-off city;
 * - equipped: it has every selected feature.
 * One GiST probe (city, span) finds the stays of the pick-up city that cover the trip, whatever the fleet's size;
 * it is a condition on `cars`, so each caller selects the columns it needs in the same statement.
 */
function canTakeTrip(db: Db, trip: TripValues, filters: Array<SQL | undefined>): SQL | undefined {
  const stays = db
    .select({ carId: carStays.carId })
    .from(carStays)
    .where(
      and(
        sql`${carStays.cityId} = ${trip.fromCityId}`,
        sql`${carStays.span} @> tstzrange(${trip.startAt}, ${trip.endAt}, '[]')`,
        sql`(${carStays.nextCityId} is null or ${carStays.nextCityId} = ${trip.toCityId})`,
      ),
    );
  return and(isLiveCar, inArray(cars.id, stays), ...filters);
}

/**
 * Cars having every one of `featureIds` (an int[] value); `count` of them, distinct. Asked of each car the trip's stays
 * found (a correlated count over car_features' (feature_id, car_id) index), not as the set of all cars that have them:
 * that set grows with the fleet — 2,500 groups counted for one common feature at 10,000 cars, 15 of the statement's
 * 16 ms (bench/HISTORY.md 2026-11-26, "search at ten times the data") — while a trip's candidates are a city's cars.
 */
const hasEveryFeature = (db: Db, featureIds: SQL, count: SQL) =>
  sql`(${db
    .select({ n: sql<number>`count(distinct ${carFeatures.featureId})` })
    .from(carFeatures)
    .where(and(eq(carFeatures.carId, cars.id), sql`${carFeatures.featureId} = any(${featureIds})`))}) = ${count}`;

/**
 * The search's form of the condition on `cars` (every non-exclusive car, features optional) with placeholders, for
 * statements prepared once per database: Drizzle builds their SQL once instead of at every search, and PostgreSQL
 * parses it once per connection. Execute them with `searchParams`.
 */
export function searchCondition(db: Db): SQL | undefined {
  const p = (param: string, cast: string) => sql`${sql.placeholder(param)}::${sql.raw(cast)}`;
  const featureIds = p('featureIds', 'int[]');
  const featureCount = p('featureCount', 'int');
  return canTakeTrip(
    db,
    {
      startAt: p('startAt', 'timestamptz'),
      endAt: p('endAt', 'timestamptz'),
      fromCityId: p('fromCityId', 'int'),
      toCityId: p('toCityId', 'int'),
    },
    [eq(cars.isExclusive, false), sql`(${featureCount} = 0 or ${hasEveryFeature(db, featureIds, featureCount)})`],
  );
}

/** The values of `searchCondition`'s placeholders for one search. */
export function searchParams(query: SearchQuery) {
  const featureIds = [...new Set(query.featureIds)];
  return {
    startAt: query.startAt.toISOString(),
    endAt: query.endAt.toISOString(),
    fromCityId: query.fromCityId,
    toCityId: query.toCityId,
    featureIds,
    featureCount: featureIds.length,
  };
}

const prepareIdSearch = (db: Db) =>
  db.select({ id: cars.id }).from(cars).where(searchCondition(db)).orderBy(asc(cars.id)).prepare('availability_search');
const preparedIdSearches = new WeakMap<Db, ReturnType<typeof prepareIdSearch>>();

/** The ids of the cars that can take the trip (the availability rule above), ordered by id. */
export async function findAvailableCarIds(db: Db, query: AvailabilityQuery): Promise<number[]> {
  if (query.carIds === undefined && !query.includeExclusive) {
    let search = preparedIdSearches.get(db);
    if (!search) preparedIdSearches.set(db, (search = prepareIdSearch(db)));
    return (await search.execute(searchParams(query))).map((row) => row.id);
  }

  const featureIds = [...new Set(query.featureIds)];
  const value = (v: string | number, cast: string) => sql`${v}::${sql.raw(cast)}`;
  const where = canTakeTrip(
    db,
    {
      startAt: value(query.startAt.toISOString(), 'timestamptz'),
      endAt: value(query.endAt.toISOString(), 'timestamptz'),
      fromCityId: value(query.fromCityId, 'int'),
      toCityId: value(query.toCityId, 'int'),
    },
    [
      query.includeExclusive ? undefined : eq(cars.isExclusive, false),
      query.carIds ? inArray(cars.id, [...query.carIds]) : undefined,
      featureIds.length > 0
        ? hasEveryFeature(db, sql`${sql.param(featureIds)}::int[]`, value(featureIds.length, 'int'))
        : undefined,
    ],
  );
  const rows = await db.select({ id: cars.id }).from(cars).where(where).orderBy(asc(cars.id));
  return rows.map((row) => row.id);
}
