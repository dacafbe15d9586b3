import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bookingStatusEnum } from './bookings';

/**
 * Roll-ups of bookings and payments for the admin's reads (decision 016) — derived data, written only by the
 * database: statement-level triggers of migration 0016 apply each write's difference in the writer's transaction, so
 * no write path can leave them wrong. No foreign keys, as for car_stays: every key is copied from a row that has them.
 * Counts are kept at zero rather than deleted; readers skip zero rows.
 */

/**
 * The business time zone (APP_TIMEZONE) the month and day roll-ups are bucketed in: one row, written by the app at
 * start (`syncRollupTimeZone`); a change rebuilds those roll-ups. Without the row they stay empty.
 */
export const rollupSettings = pgTable(
  'rollup_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('rollup_settings_one_row', sql`${t.id}`)],
);

/** Per car: its live bookings and their distance (general totals, the top-10 cars). */
export const statsCarTotals = pgTable('stats_car_totals', {
  carId: integer('car_id').primaryKey(),
  bookings: integer('bookings').notNull(),
  distance: numeric('distance', { mode: 'number' }).notNull(),
});

/** Per (pick-up city, drop-off city): its live bookings (the top-10 trips). */
export const statsTripTotals = pgTable(
  'stats_trip_totals',
  {
    startCityId: integer('start_city_id').notNull(),
    endCityId: integer('end_city_id').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.startCityId, t.endCityId] })],
);

/** Per (car, month of the start in the business time zone): its live bookings (per-month, popular-over-time). */
export const statsCarMonths = pgTable(
  'stats_car_months',
  {
    carId: integer('car_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.month] })],
);

/**
 * Per (status, day of the business time zone): the bookings of any status that start that day, and those whose last
 * instant (end − 1 µs: the period is [start, end)) falls that day — the bookings list's counts by status and days.
 */
export const statsBookingDays = pgTable(
  'stats_booking_days',
  {
    status: bookingStatusEnum('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    starts: integer('starts').notNull(),
    ends: integer('ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.day] })],
);

/**
 * Revenue (docs/product/admin-tools.md#statistics-definitions) in 16 shards by the payer (user id mod 16): one row
 * for everything would serialize every payment transaction; a payment and its refunds share their payer's shard.
 */
export const statsRevenue = pgTable('stats_revenue', {
  shard: smallint('shard').primaryKey(),
  amount: numeric('amount', { mode: 'number' }).notNull(),
});
