import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CarsOverTimePoint, KeyValue } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, cities, payments } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { isLiveBooking, revenueSum, selectRows } from './statistics-sql';

/**
 * The statistics read straight from the bookings and payments, every live booking each time — what the roll-ups
 * (statistics-rollups.ts, decision 016) must always answer exactly. The month series are read here when the roll-ups
 * are kept in another time zone than the reader's; the roll-up tests hold every answer against these.
 */

/** The pie charts show the leaders only. */
export const TOP_SERIES_LIMIT = 10;

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');
const distanceSum = sql<number>`coalesce(sum(${bookings.distance}), 0)`.mapWith(Number);

/** Live bookings and their distance. */
export async function directTripTotals(db: Db): Promise<{ total: number; distance: number }> {
  const [row] = await db.select({ total: count(), distance: distanceSum }).from(bookings).where(isLiveBooking);
  return { total: row?.total ?? 0, distance: row?.distance ?? 0 };
}

/** Revenue of every payment. */
export async function directRevenue(db: Db): Promise<number> {
  const [row] = await db.select({ total: revenueSum }).from(payments);
  return row?.total ?? 0;
}

/** The 10 cars with the most bookings, key "make model (registration)"; deleted cars keep their history. */
export async function directTopCars(db: Db): Promise<KeyValue[]> {
  const trips = count(bookings.id);
  return db
    .select({
      key: sql<string>`${cars.make} || ' ' || ${cars.model} || ' (' || ${cars.registrationNumber} || ')'`,
      value: trips,
    })
    .from(bookings)
    .innerJoin(cars, eq(bookings.carId, cars.id))
    .where(isLiveBooking)
    .groupBy(cars.id)
    .orderBy(desc(trips), asc(cars.make), asc(cars.model), asc(cars.id))
    .limit(TOP_SERIES_LIMIT);
}

/** The 10 most booked city pairs, key "From - To" (a direction of its own: A - B is not B - A). */
export async function directTopTrips(db: Db): Promise<KeyValue[]> {
  const trips = count(bookings.id);
  return db
    .select({ key: sql<string>`${fromCity.name} || ' - ' || ${toCity.name}`, value: trips })
    .from(bookings)
    .innerJoin(fromCity, eq(bookings.startCityId, fromCity.id))
    .innerJoin(toCity, eq(bookings.endCityId, toCity.id))
    .where(isLiveBooking)
    .groupBy(fromCity.id, toCity.id)
    .orderBy(desc(trips), asc(fromCity.name), asc(toCity.name))
    .limit(TOP_SERIES_LIMIT);
}

/**
 * Bookings per month of their start ("YYYY-MM"), every month from the first to the last with bookings, a month
 * without any as 0; no bookings at all → []. (The time zone is computed once, in `monthly`: grouping by an
 * expression that repeats a bound parameter fails on PostgreSQL, whose `$1` and `$2` are not "the same".)
 */
export async function directPerMonth(db: Db, timeZone: string): Promise<KeyValue[]> {
  const rows = await selectRows<{ key: string; value: number | string }>(
    db,
    sql`
    with monthly as (
      select date_trunc('month', ${bookings.startAt} at time zone ${timeZone}) as month, count(*) as total
      from ${bookings}
      where ${isLiveBooking}
      group by 1
    )
    select to_char(series.month, 'YYYY-MM') as key, coalesce(monthly.total, 0) as value
    from generate_series((select min(month) from monthly), (select max(month) from monthly), interval '1 month') as series(month)
    left join monthly on monthly.month = series.month
    order by series.month
  `,
  );
  return rows.map((row) => ({ key: row.key, value: Number(row.value) }));
}

/**
 * Bookings per car model ("make model") and month of their start, for bookings starting within [from, to] (either
 * optional); ordered by year, month, then the most booked first. The local start is computed once, in the subquery,
 * for the same reason as in `directPerMonth`.
 */
export async function directPopularOverTime(
  db: Db,
  timeZone: string,
  from: Date | undefined,
  to: Date | undefined,
): Promise<CarsOverTimePoint[]> {
  const starts = db
    .select({
      localStart: sql<string>`${bookings.startAt} at time zone ${timeZone}`.as('local_start'),
      car: sql<string>`${cars.make} || ' ' || ${cars.model}`.as('car'),
    })
    .from(bookings)
    .innerJoin(cars, eq(bookings.carId, cars.id))
    .where(and(isLiveBooking, from && gte(bookings.startAt, from), to && lte(bookings.startAt, to)))
    .as('starts');
  const month = sql<number>`extract(month from ${starts.localStart})::int`.mapWith(Number);
  const year = sql<number>`extract(year from ${starts.localStart})::int`.mapWith(Number);
  const bookingCount = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({ month, year, car: starts.car, count: bookingCount })
    .from(starts)
    .groupBy(year, month, starts.car)
    .orderBy(year, month, desc(bookingCount), asc(starts.car));
}
