import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { payments } from './payments';
import { users } from './users';

/**
 * Plans on sale (docs/product/pricing.md#discount-plans). Soft-deleted: a plan already bought keeps working after it
 * is withdrawn.
 */
export const discountPlans = pgTable(
  'discount_plans',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Percent off the trip lines of a booking, 1..100. */
    discountValue: integer('discount_value').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** How many paid bookings one purchase discounts, 1..200. */
    remainingUses: integer('remaining_uses').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_plans_value_range', sql`${t.discountValue} between 1 and 100`),
    check('discount_plans_uses_range', sql`${t.remainingUses} between 1 and 200`),
    check('discount_plans_price_positive', sql`${t.price} > 0`),
  ],
);

/** A plan a customer bought: granted when its payment is confirmed, with its own count of uses left. */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => discountPlans.id),
    /** The confirmed payment that granted it: confirming twice cannot grant twice. */
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    remainingUses: integer('remaining_uses').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_purchases_uses_not_negative', sql`${t.remainingUses} >= 0`),
    index('plan_purchases_user_id_idx').on(t.userId),
  ],
);

/**
 * Which purchase discounted which booking. The use is taken from the purchase in the transaction that holds the car
 * and given back (released_at set) when that booking is canceled unpaid or its hold runs out.
 */
export const planUses = pgTable(
  'plan_uses',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => planPurchases.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    discountValue: integer('discount_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the use went back to its purchase (the booking was canceled before it was paid); null while held or spent. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('plan_uses_booking_id_key').on(t.bookingId)],
);
