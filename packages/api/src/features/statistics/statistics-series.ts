import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CarsOverTimePoint, KeyValue, StatisticsRangeQuery } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, cars, cities, discountPlans, planPurchases } from '../../db/schema';
import { wallClockToInstant } from '../../lib/wall-clock';
import { isLiveBooking, selectRows } from './statistics-sql';

/** The pie charts show the leaders only. */
export const TOP_SERIES_LIMIT = 10;

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

export interface StatisticsSeriesDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) the months and the date range are read in. */
  timeZone: string;
}

/**
 * The chart series of the statistics page (docs/product/admin-tools.md#statistics). Ties are broken by name (then
 * id), so equal counts always come in the same order. Months are months of the business time zone, like every date
 * the product shows.
 */
export function createStatisticsSeries({ db, timeZone }: StatisticsSeriesDeps) {
  return {
    /** Plans by purchases, most first; every plan ever bought (a withdrawn plan keeps its history), no other. */
    async discounts(): Promise<KeyValue[]> {
      const purchases = count(planPurchases.id);
      return db
        .select({ key: discountPlans.title, value: purchases })
        .from(planPurchases)
        .innerJoin(discountPlans, eq(planPurchases.planId, discountPlans.id))
        .groupBy(discountPlans.id)
        .orderBy(desc(purchases), asc(discountPlans.title), asc(discountPlans.id));
    },

    /** The 10 cars with the most bookings, key "make model (registration)"; deleted cars keep their history. */
    async cars(): Promise<KeyValue[]> {
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
    },

    /** The 10 most booked city pairs, key "From - To" (a direction of its own: A - B is not B - A). */
    async trips(): Promise<KeyValue[]> {
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
    },

    /**
     * Bookings per month of their start ("YYYY-MM"), every month from the first to the last with bookings, a month
     * without any as 0; no bookings at all → []. (The time zone is computed once, in `monthly`: grouping by an
     * expression that repeats a bound parameter fails on PostgreSQL, whose `$1` and `$2` are not "the same".)
     */
    async perMonth(): Promise<KeyValue[]> {
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
    },

    /**
     * Bookings per car model ("make model") and month of their start, for bookings starting within the wall-clock
     * range (both ends included, either optional); ordered by year, month, then the most booked first. The local
     * start is computed once, in the subquery, for the same reason as in `perMonth`.
     */
    async popularOverTime(range: StatisticsRangeQuery): Promise<CarsOverTimePoint[]> {
      const from = range.startDateTime ? wallClockToInstant(range.startDateTime, timeZone) : undefined;
      const to = range.endDateTime ? wallClockToInstant(range.endDateTime, timeZone) : undefined;
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
    },
  };
}

export type StatisticsSeriesService = ReturnType<typeof createStatisticsSeries>;
