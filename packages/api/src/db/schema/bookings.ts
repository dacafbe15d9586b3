import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@wayfare/common';
import { cars } from './cars';
import { cities } from './cities';
import { tstzmultirange, tstzrange } from './column-types';
import { users } from './users';

export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);

/** The priced lines of a booking as they were when it was priced (receipts print them). */
export interface BookingCostLines {
  fuelCost: number;
  tollFees: number;
  serviceFees: number;
  timeFees: number;
  coverageFee: number;
  deliveryFee: number;
  userDiscount: number;
}

/**
 * A trip of one car. Live bookings (every status but Canceled) of a car never overlap each other or its maintenance
 * blocks: triggers of migration 0014 copy each live booking's `occupied` into `car_occupancy`, whose exclusion
 * constraint guards both (car-blocks.ts, decision 015; 0002 and 0012 had it on this table). `occupied` is the trip,
 * plus the `held_*` trip while a change that costs more waits to be paid
 * (docs/product/bookings-and-payments.md#changing-a-booking): both stay the booking's until the change is paid or
 * reverted.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    startCityId: integer('start_city_id')
      .notNull()
      .references(() => cities.id),
    endCityId: integer('end_city_id')
      .notNull()
      .references(() => cities.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** [start_at, end_at): a trip ending at 10:00 and the next starting at 10:00 do not overlap. */
    period: tstzrange('period')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(start_at, end_at, '[)')`),
    status: bookingStatusEnum('status').notNull().default('Unpaid'),
    /** 0 No, 1 Top, 2 Premium (COVERAGES). */
    coverage: smallint('coverage').notNull().default(0),
    /** Route distance in km. */
    distance: numeric('distance', { mode: 'number' }).notNull(),
    totalPrice: numeric('total_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Set when the customer asked for delivery instead of the depot. */
    deliveryAddress: text('delivery_address'),
    /** Null for bookings made before receipts itemised them (migration 0012). */
    costLines: jsonb('cost_lines').$type<BookingCostLines>(),
    /**
     * The earliest pick-up the booking has ever had, once a change moved it (null: never changed, `start_at` is it):
     * free cancellation ends 24 hours before it, however the trip moves later
     * (docs/product/bookings-and-payments.md#cancellation-policy).
     */
    earliestStartAt: timestamp('earliest_start_at', { withTimezone: true }),
    /** The late-cancellation fee a change made after that deadline kept; no later change or cancellation gives it back. */
    lateFeeKept: numeric('late_fee_kept', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** The new trip of a change waiting for its payment (all four set, or none). */
    heldStartAt: timestamp('held_start_at', { withTimezone: true }),
    heldEndAt: timestamp('held_end_at', { withTimezone: true }),
    heldStartCityId: integer('held_start_city_id').references(() => cities.id),
    heldEndCityId: integer('held_end_city_id').references(() => cities.id),
    occupied: tstzmultirange('occupied')
      .notNull()
      .generatedAlwaysAs(
        sql`case when held_start_at is null then tstzmultirange(tstzrange(start_at, end_at, '[)')) else tstzmultirange(tstzrange(start_at, end_at, '[)'), tstzrange(held_start_at, held_end_at, '[)')) end`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_coverage_range', sql`${t.coverage} between 0 and 2`),
    check(
      'bookings_held_trip_whole',
      sql`(${t.heldStartAt} is null) = (${t.heldEndAt} is null) and (${t.heldStartAt} is null) = (${t.heldStartCityId} is null) and (${t.heldStartAt} is null) = (${t.heldEndCityId} is null) and (${t.heldStartAt} is null or ${t.heldEndAt} > ${t.heldStartAt})`,
    ),
    // Availability looks up a car's next booking (by start) and its previous one (by end).
    index('bookings_car_id_start_at_idx').on(t.carId, t.startAt),
    index('bookings_car_id_end_at_idx').on(t.carId, t.endAt),
    // A customer's bookings; the admin's list filtered by customer (q) counts and pages from the index alone, the
    // status and the trip's times in it (decision 016).
    index('bookings_user_id_status_idx').on(t.userId, t.status, t.startAt, t.endAt),
    // Statistics read live bookings by start: popular-over-time counts the cars of the months its range cuts, the
    // per-month fallback counts them all by month (index-only scans, smaller than the table). Canceled ones never
    // count, so they are left out.
    index('bookings_live_start_at_idx')
      .on(t.startAt, t.carId)
      .where(sql`${t.status} <> 'Canceled'`),
    // Utilization reads the live bookings overlapping a window, those that end after its start (decision 016): an
    // index-only scan, where the GiST index of the old exclusion constraint (gone with migration 0014) was.
    index('bookings_live_end_at_idx')
      .on(t.endAt, t.startAt, t.carId)
      .where(sql`${t.status} <> 'Canceled'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
