import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS } from '@wayfare/common';
import { bookings } from './bookings';
import { users } from './users';

export const paymentKindEnum = pgEnum('payment_kind', PAYMENT_KINDS);
export const paymentProviderEnum = pgEnum('payment_provider', ['test', 'stripe']);
export const checkoutStatusEnum = pgEnum('checkout_status', ['open', 'paid', 'canceled']);

/**
 * Money asked of a customer (docs/product/bookings-and-payments.md#payments): a booking, the difference of a changed
 * booking, a discount plan or a damage charge; and money given back (kind `refund`, a negative amount, paid when the
 * provider accepted it). `paid` is set only when the provider confirms the checkout session — never because a browser
 * reached a return URL.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: paymentKindEnum('kind').notNull(),
    /** The booking paid for (kind booking) or charged for (kind damage_charge). */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** The plan bought (kind discount_plan). Its foreign key is added in SQL (migration 0004): a Drizzle reference
     *  here would make payments.ts and discount-plans.ts import each other. */
    discountPlanId: integer('discount_plan_id'),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set only by refunds made before migration 0012, which gave the whole amount back without a refund row; such a
     * payment no longer counts as revenue. Later refunds are rows of kind refund.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Kind refund: the payment whose money goes back. */
    refundOfPaymentId: integer('refund_of_payment_id'),
    /** Kind refund: what it refunds (`cancel-{bookingId}-{paymentId}`, `change-{changeId}-{paymentId}`, …), once. */
    refundKey: text('refund_key').unique(),
    /** The provider's own id of a refund (Stripe `re_…`), printed on its receipt. */
    providerReference: text('provider_reference'),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's checkout session (Stripe `cs_…`, or our test checkout's id); set when the link is made. */
    providerSessionId: text('provider_session_id').unique(),
    /** `stripeLink` (docs/product/bookings-and-payments.md#payments): where the customer pays. */
    checkoutUrl: text('checkout_url'),
    /**
     * Set when the row stops asking for money: an Unpaid booking re-priced by a change closes its payment and opens a
     * new one. The row keeps its checkout, so money that arrives there anyway is found and given back whole
     * (docs/product/bookings-and-payments.md#payment-confirmation).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Money asked is positive, money given back negative (migration 0012 replaced "amount > 0"). `kind::text`: the
    // enum value 'refund' is added in the same migration, and PostgreSQL refuses to use it before that commits.
    check('payments_amount_sign', sql`(${t.kind}::text = 'refund') = (${t.amount} < 0) and ${t.amount} <> 0`),
    check('payments_refund_of_payment', sql`(${t.kind}::text = 'refund') = (${t.refundOfPaymentId} is not null)`),
    foreignKey({ columns: [t.refundOfPaymentId], foreignColumns: [t.id], name: 'payments_refund_of_payment_id_fk' }),
    check('payments_booking_kinds_have_booking', sql`${t.kind} = 'discount_plan' or ${t.bookingId} is not null`),
    // One open booking payment per booking: asking for the link twice returns the same payment.
    uniqueIndex('payments_one_open_per_booking_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'booking' and ${t.closedAt} is null`),
    index('payments_user_id_idx').on(t.userId),
    // A car's revenue (statistics by-car) reads the payments of its bookings, damage charges included, which the
    // partial unique index above (booking payments only) cannot serve.
    index('payments_booking_id_idx').on(t.bookingId),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The embedded test checkout's own record of a session (docs/product/bookings-and-payments.md#payment-providers): what
 * the hosted card page would hold.
 */
export const testCheckoutSessions = pgTable('test_checkout_sessions', {
  id: text('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id),
  description: text('description').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: checkoutStatusEnum('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/**
 * Refunds the embedded test checkout accepted (docs/product/bookings-and-payments.md#cancellation-policy): what Stripe
 * would hold as Refund objects. The idempotency key makes a retried refund answer the first one.
 */
export const testCheckoutRefunds = pgTable('test_checkout_refunds', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => testCheckoutSessions.id),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook event ids already handled, so a replayed delivery has no second effect. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
