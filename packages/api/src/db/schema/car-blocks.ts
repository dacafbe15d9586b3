import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { cars } from './cars';
import { tstzmultirange } from './column-types';
import { users } from './users';

/**
 * A period an admin takes a car off the road (a service, a repair), docs/product/admin-tools.md#maintenance-blocks.
 * The car stays where it is for the block: the car stays (car-stays.ts) read a block as a trip that leaves from and
 * returns to the city the car stands in, so search, booking, change and claim see it through the one availability
 * rule without knowing blocks exist.
 */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('car_blocks_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    index('car_blocks_car_id_start_at_idx').on(t.carId, t.startAt),
  ],
);

/**
 * What every car is taken for, one row per live booking and per block — derived data, written only by the triggers
 * of migration 0014, in the same transaction as the booking or block. It exists for its exclusion constraint
 * (`car_occupancy_excl`, `EXCLUDE USING gist (car_id WITH =, occupied WITH &&)`, which drizzle-kit cannot express):
 * one guard that no two of a car's bookings and blocks overlap, whichever path wrote them and however they race
 * (decision 015).
 */
export const carOccupancy = pgTable(
  'car_occupancy',
  {
    carId: integer('car_id').notNull(),
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: integer('block_id')
      .unique()
      .references(() => carBlocks.id, { onDelete: 'cascade' }),
    /** A booking's `occupied` (its trip, plus a held trip); a block's [start_at, end_at). */
    occupied: tstzmultirange('occupied').notNull(),
  },
  (t) => [check('car_occupancy_one_owner', sql`(${t.bookingId} is null) <> (${t.blockId} is null)`)],
);
