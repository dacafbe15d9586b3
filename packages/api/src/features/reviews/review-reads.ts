import { desc, eq, type SQL } from 'drizzle-orm';
import { instantToWallClock, type Review } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, reviews, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

const columns = {
  id: reviews.id,
  text: reviews.text,
  valueForMoney: reviews.valueForMoney,
  carCondition: reviews.carCondition,
  carSpeed: reviews.carSpeed,
  createdAt: reviews.createdAt,
  userId: users.id,
  userName: users.name,
  bookingId: bookings.id,
  distance: bookings.distance,
  carId: cars.id,
  make: cars.make,
  model: cars.model,
};

export interface ReviewReadsDeps {
  db: Db;
  /** The business time zone (APP_TIMEZONE) a review's date is shown in. */
  timeZone: string;
}

/** Reviews in their read shape (docs/product/bookings-and-payments.md#reviews), newest first. */
export function createReviewReads({ db, timeZone }: ReviewReadsDeps) {
  const select = (where: SQL) =>
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(cars, eq(cars.id, reviews.carId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id));

  const toReview = (row: Awaited<ReturnType<typeof select>>[number]): Review => ({
    id: row.id,
    text: row.text,
    valueForMoney: row.valueForMoney,
    carCondition: row.carCondition,
    carSpeed: row.carSpeed,
    createdOn: instantToWallClock(row.createdAt, timeZone),
    user: { id: row.userId, name: row.userName },
    booking: { id: row.bookingId, distance: row.distance, car: { id: row.carId, make: row.make, model: row.model } },
  });

  return {
    byCar: async (carId: number) => (await select(eq(reviews.carId, carId))).map(toReview),
    byUser: async (userId: number) => (await select(eq(reviews.userId, userId))).map(toReview),
    async byId(id: number): Promise<Review | undefined> {
      const [row] = await select(eq(reviews.id, id));
      return row && toReview(row);
    },
  };
}

export type ReviewReads = ReturnType<typeof createReviewReads>;
