import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings, type BookingCostLines } from './bookings';
import { payments } from './payments';
import { users } from './users';

/** A booking's trip values before or after a change (times as ISO instants). */
export interface BookingTripValues {
  startAt: string;
  endAt: string;
  startCityId: number;
  endCityId: number;
  coverage: number;
  deliveryAddress: string | null;
  distance: number;
  totalPrice: number;
  costLines: BookingCostLines | null;
}

export const BOOKING_CHANGE_STATUSES = ['applied', 'pending', 'reverted'] as const;

/**
 * Every change of a booking (docs/product/bookings-and-payments.md#changing-a-booking): what it was, what it became,
 * what it cost or gave back. `pending` while a change that costs more waits for its payment (`payment_id`, until
 * `hold_until`); then `applied`, or `reverted` when the time ran out.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    before: jsonb('before').$type<BookingTripValues>().notNull(),
    after: jsonb('after').$type<BookingTripValues>().notNull(),
    /** Positive: owed by the customer; negative: given back; 0: nothing. */
    amountDue: numeric('amount_due', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: BOOKING_CHANGE_STATUSES }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('booking_changes_status', sql`${t.status} in ('applied', 'pending', 'reverted')`),
    index('booking_changes_booking_id_idx').on(t.bookingId),
    // One change at a time waits for its money.
    uniqueIndex('booking_changes_one_pending_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index('booking_changes_pending_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type BookingChangeRow = typeof bookingChanges.$inferSelect;
