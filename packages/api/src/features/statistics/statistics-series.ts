import { asc, count, desc, eq } from 'drizzle-orm';
import { wallClockToInstant, type CarsOverTimePoint, type KeyValue, type StatisticsRangeQuery } from '@wayfare/common';
import type { Db } from '../../db/client';
import { rollupsKeptIn } from '../../db/rollups';
import { discountPlans, planPurchases } from '../../db/schema';
import { directPerMonth, directPopularOverTime } from './statistics-direct';
import { rollupPerMonth, rollupPopularOverTime, rollupTopCars, rollupTopTrips } from './statistics-rollups';

export { TOP_SERIES_LIMIT } from './statistics-direct';

export interface StatisticsSeriesDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) the months and the date range are read in. */
  timeZone: string;
}

/**
 * The chart series of the statistics page (docs/product/admin-tools.md#statistics). Ties are broken by name (then
 * id), so equal counts always come in the same order. Months are months of the business time zone, like every date
 * the product shows. The booking series are read from the roll-ups (decision 016); the month series from the
 * bookings themselves when the roll-ups are kept in another zone than this reader's.
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
    cars: (): Promise<KeyValue[]> => rollupTopCars(db),

    /** The 10 most booked city pairs, key "From - To" (a direction of its own: A - B is not B - A). */
    trips: (): Promise<KeyValue[]> => rollupTopTrips(db),

    /** Bookings per month of their start ("YYYY-MM"), every month from the first to the last; none → []. */
    async perMonth(): Promise<KeyValue[]> {
      return (await rollupsKeptIn(db, timeZone)) ? rollupPerMonth(db) : directPerMonth(db, timeZone);
    },

    /**
     * Bookings per car model ("make model") and month of their start, for bookings starting within the wall-clock
     * range (both ends included, either optional); ordered by year, month, then the most booked first.
     */
    async popularOverTime(range: StatisticsRangeQuery): Promise<CarsOverTimePoint[]> {
      const from = range.startDateTime ? wallClockToInstant(range.startDateTime, timeZone) : undefined;
      const to = range.endDateTime ? wallClockToInstant(range.endDateTime, timeZone) : undefined;
      return (await rollupsKeptIn(db, timeZone))
        ? rollupPopularOverTime(db, timeZone, from, to)
        : directPopularOverTime(db, timeZone, from, to);
    },
  };
}

export type StatisticsSeriesService = ReturnType<typeof createStatisticsSeries>;
