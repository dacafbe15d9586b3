import { and, avg, count, eq, isNull, sql } from 'drizzle-orm';
import {
  carMessages,
  roundToCents,
  type CarStatistics,
  type CarStatisticsQuery,
  type GeneralStatistics,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, payments, reviews, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/app-error';
import { rollupRevenue, rollupTripTotals } from './statistics-rollups';
import { isLiveBooking, revenueSum, utilization, UTILIZATION_WINDOW_MS } from './statistics-sql';

const distanceSum = sql<number>`coalesce(sum(${bookings.distance}), 0)`.mapWith(Number);

export interface StatisticsServiceDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE): the car info's date range is read in it. */
  timeZone: string;
}

/** The totals of the statistics page and of the car info page. Every figure leaves Canceled bookings out. */
export function createStatisticsService({ db, timeZone }: StatisticsServiceDeps) {
  return {
    async generalStatistics(now: Date = new Date()): Promise<GeneralStatistics> {
      // Bookings, distance and revenue from the roll-ups (decision 016), not from every live booking and payment.
      const [trips, revenue, [customers], [reviewed], fleetUtilization] = await Promise.all([
        rollupTripTotals(db),
        rollupRevenue(db),
        // "Users" are the customers: the people who rent. Administrators are staff, not users of the product.
        db.select({ total: count() }).from(users).where(eq(users.role, 'CUSTOMER')),
        db.select({ total: count() }).from(reviews),
        // The fleet as it stands (cars not deleted), over the last 30 days.
        utilization(db, isNull(cars.deletedAt), new Date(now.getTime() - UTILIZATION_WINDOW_MS), now),
      ]);
      return {
        totalBookings: trips.total,
        totalRevenue: roundToCents(revenue),
        totalTravelDistance: trips.distance,
        totalUsers: customers?.total ?? 0,
        totalReviews: reviewed?.total ?? 0,
        fleetUtilization,
      };
    },

    /**
     * Totals of one car over its whole life (deleted cars too: the car info page shows history), and its
     * utilization over a range: the given wall-clock range, else the last 30 days up to now (a missing end is now,
     * a missing start is 30 days before the end), clipped to the time the car existed.
     */
    async carStatistics(query: CarStatisticsQuery, now: Date = new Date()): Promise<CarStatistics> {
      const { carId } = query;
      const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
      if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);

      const to = query.endDateTime ? wallClockToInstant(query.endDateTime, timeZone) : now;
      const from = query.startDateTime
        ? wallClockToInstant(query.startDateTime, timeZone)
        : new Date(to.getTime() - UTILIZATION_WINDOW_MS);
      const [[trips], [revenue], [rating], carUtilization] = await Promise.all([
        db
          .select({ total: count(), distance: distanceSum })
          .from(bookings)
          .where(and(eq(bookings.carId, carId), isLiveBooking)),
        // The car's share of revenue: its trips and their damage charges.
        db
          .select({ total: revenueSum })
          .from(payments)
          .innerJoin(bookings, eq(payments.bookingId, bookings.id))
          .where(eq(bookings.carId, carId)),
        // A review's rating is the mean of its three marks; the car's is the mean over its reviews.
        db
          .select({
            average: avg(sql`(${reviews.valueForMoney} + ${reviews.carCondition} + ${reviews.carSpeed}) / 3.0`).mapWith(
              Number,
            ),
          })
          .from(reviews)
          .where(eq(reviews.carId, carId)),
        utilization(db, eq(cars.id, carId), from, to),
      ]);
      return {
        totalBookings: trips?.total ?? 0,
        totalDistance: trips?.distance ?? 0,
        totalRevenue: roundToCents(revenue?.total ?? 0),
        averageRating: rating?.average == null ? null : Math.round(rating.average * 100) / 100,
        utilization: carUtilization,
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
