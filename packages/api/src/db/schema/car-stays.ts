import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { tstzrange } from './column-types';

/**
 * Where each car stands between its live bookings — derived data, written only by the database: the triggers of
 * migration 0008_car_stays rebuild a car's stays whenever its live bookings or its city change, in the same
 * transaction. One row per gap: before the first live booking (from -infinity, in the car's city), between two
 * (from the first's end, in its drop-off city, until the next one's start, which leaves from `next_city_id`), and
 * after the last (until +infinity). A car can take a trip [start, end) from A to B exactly when one of its stays is
 * in A, spans [start, end] and its next trip, if any, leaves from B
 * (docs/product/search-and-availability.md#availability): the search reads the few stays of the pick-up city through
 * one GiST index instead of probing every car's bookings.
 */
export const carStays = pgTable(
  'car_stays',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    // No foreign keys to cities: every city here is copied from a car or a booking, which have them, and a rebuild
    // writes a car's whole history (~100 rows per busy car) — three key checks per row would double its cost.
    cityId: integer('city_id').notNull(),
    /** End of the previous live booking; null before the first. */
    fromAt: timestamp('from_at', { withTimezone: true }),
    /** Start of the next live booking; null after the last. */
    untilAt: timestamp('until_at', { withTimezone: true }),
    /** Where the next live booking starts; null after the last. */
    nextCityId: integer('next_city_id'),
    /** [from_at, until_at], null ends unbounded: a trip may start as one booking ends and end as the next starts. */
    span: tstzrange('span')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(from_at, until_at, '[]')`),
  },
  (t) => [
    // Migration 0018 gives it INCLUDE (car_id, next_city_id), which Drizzle cannot say: the search reads it index-only.
    index('car_stays_city_span_idx').using('gist', t.cityId, t.span),
    index('car_stays_car_id_idx').on(t.carId),
  ],
);
