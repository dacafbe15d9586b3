import { and, avg, count, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import { carMessages, roundToCents, type CarStatistics } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, cars, payments, reviews } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export function createStatisticsService(db: Db) {
  return {
    /**
     * Totals of one car (deleted cars too: the car info page shows history). Canceled bookings count nowhere
     * (DESIGN §11). Utilization = hours booked ÷ hours the car has existed, both up to now, so a far-future
     * booking does not push it over 1.
     */
    async carStatistics(carId: number, now: Date = new Date()): Promise<CarStatistics> {
      const [car] = await db.select({ createdAt: cars.createdAt }).from(cars).where(eq(cars.id, carId));
      if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);

      const nowIso = now.toISOString();
      const bookedFrom = sql`greatest(${bookings.startAt}, ${car.createdAt.toISOString()}::timestamptz)`;
      const bookedTo = sql`least(${bookings.endAt}, ${nowIso}::timestamptz)`;
      const [totals] = await db
        .select({
          totalBookings: count(),
          totalDistance: sql<number>`coalesce(sum(${bookings.distance}), 0)`.mapWith(Number),
          bookedSeconds: sql<number>`coalesce(sum(extract(epoch from ${bookedTo} - ${bookedFrom}))
            filter (where ${bookedTo} > ${bookedFrom}), 0)`.mapWith(Number),
        })
        .from(bookings)
        .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled')));

      // Revenue is money received (DESIGN §11): paid, unrefunded payments of this car's bookings — the trips and
      // their damage charges alike.
      const [revenue] = await db
        .select({ total: sum(payments.amount).mapWith(Number) })
        .from(payments)
        .innerJoin(bookings, eq(payments.bookingId, bookings.id))
        .where(and(eq(bookings.carId, carId), eq(payments.paid, true), isNull(payments.refundedAt)));
      // A review's rating is the mean of its three marks; the car's is the mean over its reviews.
      const [rating] = await db
        .select({ average: avg(sql`(${reviews.valueForMoney} + ${reviews.carCondition} + ${reviews.carSpeed}) / 3.0`).mapWith(Number) })
        .from(reviews)
        .where(eq(reviews.carId, carId));

      const existedSeconds = (now.getTime() - car.createdAt.getTime()) / 1000;
      const utilization = existedSeconds > 0 ? Math.min(1, (totals?.bookedSeconds ?? 0) / existedSeconds) : 0;
      return {
        totalBookings: totals?.totalBookings ?? 0,
        totalDistance: totals?.totalDistance ?? 0,
        totalRevenue: roundToCents(revenue?.total ?? 0),
        averageRating: rating?.average == null ? null : Math.round(rating.average * 100) / 100,
        utilization: Math.round(utilization * 10_000) / 10_000,
      };
    },
  };
}
