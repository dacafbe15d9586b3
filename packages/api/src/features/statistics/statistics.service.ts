import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { carMessages, roundToCents, type CarStatistics } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, cars } from '../../db/schema';
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
          // For now a booking earns its price once it is paid. TODO(bookings issue): sum the paid payments
          // instead (DESIGN §11 "revenue counts paid payments only"), which also covers damage charges.
          totalRevenue: sql<number>`coalesce(sum(${bookings.totalPrice}) filter (where ${inArray(bookings.status, [
            'Paid',
            'Active',
            'Finished',
            'Rated',
          ])}), 0)`.mapWith(Number),
          bookedSeconds: sql<number>`coalesce(sum(extract(epoch from ${bookedTo} - ${bookedFrom}))
            filter (where ${bookedTo} > ${bookedFrom}), 0)`.mapWith(Number),
        })
        .from(bookings)
        .where(and(eq(bookings.carId, carId), ne(bookings.status, 'Canceled')));

      const existedSeconds = (now.getTime() - car.createdAt.getTime()) / 1000;
      const utilization = existedSeconds > 0 ? Math.min(1, (totals?.bookedSeconds ?? 0) / existedSeconds) : 0;
      return {
        totalBookings: totals?.totalBookings ?? 0,
        totalDistance: totals?.totalDistance ?? 0,
        totalRevenue: roundToCents(totals?.totalRevenue ?? 0),
        // Reviews arrive with the bookings issue; until then no car has a rating.
        averageRating: null,
        utilization: Math.round(utilization * 10_000) / 10_000,
      };
    },
  };
}
