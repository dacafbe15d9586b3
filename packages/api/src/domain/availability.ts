import { and, desc, eq, exists, gte, inArray, isNull, lte, ne, or, sql, asc, type SQL } from 'drizzle-orm';
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

/** Live bookings hold their car; Canceled ones hold nothing. */
const isLiveBooking = ne(bookings.status, 'Canceled');

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
 * "Previous" and "next" are LATERAL subqueries served by the (car_id, end_at) and (car_id, start_at) indexes.
 */
export async function findAvailableCarIds(db: Db, query: AvailabilityQuery): Promise<number[]> {
  const { start, end } = query;
  const previous = db
    .select({ cityId: sql<number>`${bookings.endCityId}`.as('previous_city_id') })
    .from(bookings)
    .where(and(eq(bookings.carId, cars.id), isLiveBooking, lte(bookings.endAt, start)))
    .orderBy(desc(bookings.endAt))
    .limit(1)
    .as('previous');
  const next = db
    .select({ cityId: sql<number>`${bookings.startCityId}`.as('next_city_id') })
    .from(bookings)
    .where(and(eq(bookings.carId, cars.id), isLiveBooking, gte(bookings.startAt, end)))
    .orderBy(asc(bookings.startAt))
    .limit(1)
    .as('next');
  const overlapping = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, cars.id),
        isLiveBooking,
        sql`${bookings.period} && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    );

  const rows = await db
    .select({ id: cars.id })
    .from(cars)
    .leftJoinLateral(previous, sql`true`)
    .leftJoinLateral(next, sql`true`)
    .where(
      and(
        isLiveCar,
        query.includeExclusive ? undefined : eq(cars.isExclusive, false),
        query.carIds ? inArray(cars.id, [...query.carIds]) : undefined,
        sql`coalesce(${previous.cityId}, ${cars.cityId}) = ${query.fromCityId}`,
        or(isNull(next.cityId), eq(next.cityId, query.toCityId)),
        sql`not ${exists(overlapping)}`,
        hasEveryFeature(db, query.featureIds),
      ),
    )
    .orderBy(asc(cars.id));
  return rows.map((row) => row.id);
}

function hasEveryFeature(db: Db, featureIds: readonly number[]): SQL | undefined {
  const wanted = [...new Set(featureIds)];
  if (wanted.length === 0) return undefined;
  return inArray(
    cars.id,
    db
      .select({ carId: carFeatures.carId })
      .from(carFeatures)
      .where(inArray(carFeatures.featureId, wanted))
      .groupBy(carFeatures.carId)
      .having(sql`count(distinct ${carFeatures.featureId}) = ${wanted.length}`),
  );
}
