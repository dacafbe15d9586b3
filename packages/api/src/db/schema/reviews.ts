import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { cars } from './cars';
import { users } from './users';

/**
 * One review per finished booking (docs/product/bookings-and-payments.md#reviews); ratings 0..5 (1..5 when created,
 * 0..5 when edited).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Denormalised from the booking: reviews are listed per car. */
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    text: text('text').notNull(),
    valueForMoney: smallint('value_for_money').notNull(),
    carCondition: smallint('car_condition').notNull(),
    carSpeed: smallint('car_speed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reviews_ratings_range',
      sql`${t.valueForMoney} between 0 and 5 and ${t.carCondition} between 0 and 5 and ${t.carSpeed} between 0 and 5`,
    ),
    index('reviews_car_id_created_at_idx').on(t.carId, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
