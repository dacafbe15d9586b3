import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { cars } from './cars';
import { users } from './users';

/**
 * An auction of one exclusive car (docs/product/auctions.md#auction). Open while `end_at` is in the future; the
 * scheduler then closes it (`closed_at`) and copies the highest bidder into `winner_user_id`.
 *
 * `highest_bid_id` / `highest_amount` / `highest_bidder_id` are the accepted maximum, written in the same
 * transaction as the bid under the auction's row lock: a bid is checked against them, never against a MAX() that a
 * parallel transaction could be changing.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    minBidAmount: numeric('min_bid_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /** References bids(id); the constraint is added in the migration's SQL (the two tables reference each other). */
    highestBidId: integer('highest_bid_id'),
    highestAmount: numeric('highest_amount', { precision: 10, scale: 2, mode: 'number' }),
    highestBidderId: integer('highest_bidder_id').references(() => users.id),
    /** Set by the scheduler once `end_at` has passed; from then on the winner is final. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    /** The winner's booking; cleared again if that booking is canceled unpaid, so the car can be claimed anew. */
    claimedBookingId: integer('claimed_booking_id').references(() => bookings.id),
    /** The least highest bid that sells the car (docs/product/auctions.md#reserve-price); secret from customers. */
    reservePrice: numeric('reserve_price', { precision: 10, scale: 2, mode: 'number' }),
    /** What the winner pays when claiming: the highest bid, or a second-chance winner's own highest bid. */
    winningAmount: numeric('winning_amount', { precision: 10, scale: 2, mode: 'number' }),
    /** Until when the winner may claim (docs/product/auctions.md#claim-deadline); set with the winner. */
    claimDeadlineAt: timestamp('claim_deadline_at', { withTimezone: true }),
    /** The current winner's claim lapsed unclaimed; nobody can claim any more. */
    claimLapsedAt: timestamp('claim_lapsed_at', { withTimezone: true }),
    /** The first winner, whose claim lapsed before the second chance was offered; set once, so one second chance. */
    lapsedWinnerUserId: integer('lapsed_winner_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('auctions_description_length', sql`char_length(${t.description}) between 1 and 255`),
    check('auctions_min_bid_positive', sql`${t.minBidAmount} > 0`),
    check('auctions_highest_not_below_min', sql`${t.highestAmount} is null or ${t.highestAmount} >= ${t.minBidAmount}`),
    check('auctions_winner_only_when_closed', sql`${t.winnerUserId} is null or ${t.closedAt} is not null`),
    check('auctions_reserve_positive', sql`${t.reservePrice} is null or ${t.reservePrice} > 0`),
    // The claim deadline job looks for won, unclaimed auctions whose deadline passed.
    index('auctions_claim_deadline_idx')
      .on(t.claimDeadlineAt)
      .where(sql`${t.claimLapsedAt} is null and ${t.claimedBookingId} is null`),
    // A car is sold by one open auction at a time.
    uniqueIndex('auctions_car_id_open_key')
      .on(t.carId)
      .where(sql`${t.closedAt} is null`),
    // The scheduler looks for open auctions whose end has passed.
    index('auctions_open_end_at_idx')
      .on(t.endAt)
      .where(sql`${t.closedAt} is null`),
    // /all-auctions pages newest first.
    index('auctions_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** An accepted bid (docs/product/auctions.md#bid). Refused bids are never stored. */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Placed by the server for the bidder's maximum (docs/product/auctions.md#maximum-bids). */
    auto: boolean('auto').notNull().default(false),
  },
  (t) => [
    check('bids_amount_positive', sql`${t.amount} > 0`),
    // Accepted bids of an auction strictly increase, so no two share an amount: the database's backstop.
    uniqueIndex('bids_auction_id_amount_key').on(t.auctionId, t.amount),
    // The history, newest first.
    index('bids_auction_id_id_idx').on(t.auctionId, t.id),
    // "Only auctions I bid on" and the viewer's state per row.
    index('bids_user_id_auction_id_idx').on(t.userId, t.auctionId),
  ],
);

/**
 * A bidder's secret maximum on an auction (docs/product/auctions.md#maximum-bids): the server bids for them up to it.
 * One per bidder and auction; raising it replaces it (and its time, which breaks ties between equal maxima).
 */
export const auctionMaxima = pgTable(
  'auction_maxima',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    maxAmount: numeric('max_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] }), check('auction_maxima_positive', sql`${t.maxAmount} > 0`)],
);

/**
 * A winner who let a won auction's claim lapse (docs/product/auctions.md#winning-is-binding): no bid or raised maximum
 * from them is accepted before `barred_until`. Written by the claim deadline job in the lapse's own transaction; one
 * per auction, since only the winner at the close is barred (a second chance is an offer, not a win).
 */
export const biddingBars = pgTable(
  'bidding_bars',
  {
    auctionId: integer('auction_id')
      .primaryKey()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }).notNull(),
    barredUntil: timestamp('barred_until', { withTimezone: true }).notNull(),
  },
  // Every bid asks for the bidder's latest bar.
  (t) => [index('bidding_bars_user_id_barred_until_idx').on(t.userId, t.barredUntil)],
);

export type AuctionRow = typeof auctions.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
export type AuctionMaximumRow = typeof auctionMaxima.$inferSelect;
