import { and, asc, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, carFeatures, cars } from '../db/schema';

export interface AvailabilityQuery {
  fromCityId: number;
  toCityId: number;
  start: Date;
  end: Date;
  /** Every one of them is required (AND); empty = no filter. */
  featureIds: readonly number[];
  /** Only these cars (booking creation re-checks one car); all cars when absent. */
  carIds?: readonly number[];
  /** Exclusive cars are sold by auction, not searched; a claimed auction books one (default false). */
  includeExclusive?: boolean;
}

/** Deleted cars are off the road. */
const isLiveCar = isNull(cars.deletedAt);

/**
 * Live bookings hold their car; Canceled ones hold nothing. A literal, not a bound parameter: the partial indexes of
 * migration 0007 (and the exclusion constraint's) carry this exact predicate, and a prepared statement's generic
 * plan can only use them when the query spells it out.
 */
const isLiveBooking = sql`${bookings.status} <> 'Canceled'`;

/** The trip's values as SQL: bound parameters for one query, placeholders for the prepared search. */
interface TripValues {
  start: SQL;
  end: SQL;
  fromCityId: SQL;
  toCityId: SQL;
}

/**
 * The one availability rule (DESIGN §6), shared by the search (features/cars) and booking creation
 * (features/bookings) so that what a search offers is exactly what can be booked.
 *
 * The ids of the cars that can take this trip (DESIGN §6), in one query:
 * - offered at all: live, not exclusive (exclusive cars are sold by auction, whose claim asks `includeExclusive`);
 * - free: no live booking overlaps [start, end) — the same test the exclusion constraint makes;
 * - there: the car stands in the pick-up city at start — the drop-off city of its last live booking that ended by
 *   then, else its current city;
 * - nobody stranded: its next live booking after the trip, if any, starts in the drop-off city;
 * - equipped: it has every selected feature.
 * "Previous" and "next" are LATERAL subqueries served by index-only scans of the live-booking indexes
 * (car_id, end_at, end_city_id) and (car_id, start_at, start_city_id) of migration 0007: one probe per car.
 */
function availableCars(db: Db, trip: TripValues, filters: Array<SQL | undefined>) {
  const previous = db
    .select({ cityId: sql<number>`${bookings.endCityId}`.as('previous_city_id') })
    .from(bookings)
    .where(and(eq(bookings.carId, cars.id), isLiveBooking, sql`${bookings.endAt} <= ${trip.start}`))
    .orderBy(desc(bookings.endAt))
    .limit(1)
    .as('previous');
  const next = db
    .select({ cityId: sql<number>`${bookings.startCityId}`.as('next_city_id') })
    .from(bookings)
    .where(and(eq(bookings.carId, cars.id), isLiveBooking, sql`${bookings.startAt} >= ${trip.end}`))
    .orderBy(asc(bookings.startAt))
    .limit(1)
    .as('next');
  const overlapping = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.carId, cars.id), isLiveBooking, sql`${bookings.period} && tstzrange(${trip.start}, ${trip.end}, '[)')`));

  return db
    .select({ id: cars.id })
    .from(cars)
    .leftJoinLateral(previous, sql`true`)
    .leftJoinLateral(next, sql`true`)
    .where(
      and(
        isLiveCar,
        sql`coalesce(${previous.cityId}, ${cars.cityId}) = ${trip.fromCityId}`,
        or(isNull(next.cityId), sql`${next.cityId} = ${trip.toCityId}`),
        sql`not ${exists(overlapping)}`,
        ...filters,
      ),
    )
    .orderBy(asc(cars.id));
}

/** Cars having every one of `featureIds` (an int[] value); `count` of them, distinct. */
const hasEveryFeature = (db: Db, featureIds: SQL, count: SQL) =>
  inArray(
    cars.id,
    db
      .select({ carId: carFeatures.carId })
      .from(carFeatures)
      .where(sql`${carFeatures.featureId} = any(${featureIds})`)
      .groupBy(carFeatures.carId)
      .having(sql`count(distinct ${carFeatures.featureId}) = ${count}`),
  );

/**
 * The search's form of the query (every non-exclusive car, features optional), prepared once per database: Drizzle
 * builds its SQL once instead of at every search, and PostgreSQL parses it once per connection.
 */
function prepareSearch(db: Db) {
  const p = (name: string, cast: string) => sql`${sql.placeholder(name)}::${sql.raw(cast)}`;
  const featureIds = p('featureIds', 'int[]');
  const featureCount = p('featureCount', 'int');
  return availableCars(
    db,
    { start: p('start', 'timestamptz'), end: p('end', 'timestamptz'), fromCityId: p('fromCityId', 'int'), toCityId: p('toCityId', 'int') },
    [eq(cars.isExclusive, false), sql`(${featureCount} = 0 or ${hasEveryFeature(db, featureIds, featureCount)})`],
  ).prepare('availability_search');
}

const preparedSearches = new WeakMap<Db, ReturnType<typeof prepareSearch>>();

export async function findAvailableCarIds(db: Db, query: AvailabilityQuery): Promise<number[]> {
  const featureIds = [...new Set(query.featureIds)];
  if (query.carIds === undefined && !query.includeExclusive) {
    let search = preparedSearches.get(db);
    if (!search) preparedSearches.set(db, (search = prepareSearch(db)));
    const rows = await search.execute({
      start: query.start.toISOString(),
      end: query.end.toISOString(),
      fromCityId: query.fromCityId,
      toCityId: query.toCityId,
      featureIds,
      featureCount: featureIds.length,
    });
    return rows.map((row) => row.id);
  }

  const value = (v: string | number, cast: string) => sql`${v}::${sql.raw(cast)}`;
  const rows = await availableCars(
    db,
    {
      start: value(query.start.toISOString(), 'timestamptz'),
      end: value(query.end.toISOString(), 'timestamptz'),
      fromCityId: value(query.fromCityId, 'int'),
      toCityId: value(query.toCityId, 'int'),
    },
    [
      query.includeExclusive ? undefined : eq(cars.isExclusive, false),
      query.carIds ? inArray(cars.id, [...query.carIds]) : undefined,
      featureIds.length > 0 ? hasEveryFeature(db, sql`${sql.param(featureIds)}::int[]`, value(featureIds.length, 'int')) : undefined,
    ],
  );
  return rows.map((row) => row.id);
}
