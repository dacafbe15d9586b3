import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUCTION_EXTENSION_MS,
  auctionMessages,
  auctionsTexts,
  formatWallClock,
  leadAfter,
  type Bid,
  type HistoryEntry,
  type Leader,
  type Locale,
  type SessionClaims,
  instantToWallClock,
  text,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctionMaxima, auctions, biddingBars, bids, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The steps every change of an auction's bidding shares (a bid, a raised maximum): the row lock with the checks that
 * come first, the leader and their maximum, and the writes (docs/product/auctions.md#bid-order, decision 013).
 */

const bidder = alias(users, 'bidder');

/** The leader as the bid rules see them, with their name for the stored bids' messages. */
export type LockedLeader = Leader & { name: string };

/** Until when the bidder is barred by their latest lapsed win (docs/product/auctions.md#winning-is-binding), or null. */
const latestBar = (userId: number) =>
  sql<Date | null>`(select max(${biddingBars.barredUntil}) from ${biddingBars}
                     where ${biddingBars.userId} = ${userId})`.mapWith(biddingBars.barredUntil);

/**
 * Locks the auction's row (SELECT … FOR UPDATE), reads the clock once the lock is held, refuses an auction that has
 * ended (the end in force, moved by late bids), a caller who is not a customer and a bidder barred for a lapsed win
 * (docs/product/auctions.md#winning-is-binding), then reads the leader.
 */
export async function lockForBid(
  tx: Db,
  ctx: { now?: () => Date; timeZone: string },
  auctionId: number,
  claims: SessionClaims,
) {
  // The lock, the bidder's name and their latest bar in one round trip (each is time the bid's viewers wait before
  // the broadcast). A bar committed while this waited for the lock may be missed: the bid then came first.
  const [auction] = await tx
    .select({
      endAt: auctions.endAt,
      closedAt: auctions.closedAt,
      minBidAmount: auctions.minBidAmount,
      highestAmount: auctions.highestAmount,
      highestBidderId: auctions.highestBidderId,
      reservePrice: auctions.reservePrice,
      bidderName: bidder.name,
      barredUntil: latestBar(claims.userId),
    })
    .from(auctions)
    .leftJoin(bidder, eq(bidder.id, claims.userId))
    .where(eq(auctions.id, auctionId))
    .for('update', { of: auctions });
  if (!auction) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const now = ctx.now?.() ?? new Date();
  if (auction.closedAt !== null || auction.endAt <= now) throw new AppError('CONFLICT', auctionMessages.ended);
  if (!claims.roles.includes('CUSTOMER')) throw new AppError('FORBIDDEN', auctionMessages.adminsCannotBid);
  if (auction.barredUntil !== null && auction.barredUntil > now) {
    const until = instantToWallClock(auction.barredUntil, ctx.timeZone);
    const date = (locale: Locale) => formatWallClock(until, locale);
    throw new AppError('CONFLICT', text(auctionsTexts, 'errors.barredAfterLapse', { date }));
  }
  if (auction.bidderName === null) throw new Error(`bidder ${claims.userId} not found`);
  const lead = await readLeader(tx, auctionId, auction.highestBidderId, auction.highestAmount);
  return { auction: { ...auction, bidderName: auction.bidderName }, now, lead };
}

/**
 * The leader's maximum, in a statement of its own after the lock: a statement that waited for the lock still reads
 * the other tables as they were when it started, so a maximum written by the bid it waited for would be missed. A
 * leader without a stored maximum (or with one their own later bid passed) holds their bid as their maximum.
 */
async function readLeader(
  tx: Db,
  auctionId: number,
  leaderId: number | null,
  highest: number | null,
): Promise<LockedLeader | null> {
  if (leaderId === null || highest === null) return null;
  const [row] = await tx
    .select({ name: users.name, max: auctionMaxima.maxAmount, maxAt: auctionMaxima.placedAt })
    .from(users)
    .leftJoin(auctionMaxima, and(eq(auctionMaxima.auctionId, auctionId), eq(auctionMaxima.userId, users.id)))
    .where(eq(users.id, leaderId));
  return {
    userId: leaderId,
    name: row?.name ?? '',
    max: Math.max(row?.max ?? highest, highest),
    placedAt: row?.maxAt?.getTime() ?? 0,
  };
}

/** Stores or raises a bidder's maximum; a lower one never replaces a higher one. */
export async function storeMaximum(
  tx: Db,
  { auctionId, userId, maxAmount, now }: { auctionId: number; userId: number; maxAmount: number; now: Date },
) {
  await tx
    .insert(auctionMaxima)
    .values({ auctionId, userId, maxAmount, placedAt: now })
    .onConflictDoUpdate({
      target: [auctionMaxima.auctionId, auctionMaxima.userId],
      set: { maxAmount: sql`excluded.max_amount`, placedAt: sql`excluded.placed_at` },
      // A maximum is only ever raised; lowering it would let a bidder walk back a promise the others bid against.
      setWhere: sql`excluded.max_amount > ${auctionMaxima.maxAmount}`,
    });
}

interface StoreEntries {
  auctionId: number;
  entries: HistoryEntry[];
  now: Date;
  endAt: Date;
  /** The names of the entries' bidders, for the stored bids' messages. */
  names: ReadonlyMap<number, string>;
  timeZone: string;
}

/**
 * The entries and the auction's new highest (and, for a late bid, its moved end:
 * docs/product/auctions.md#late-bid-extension) in one statement: the bids are inserted in order, so their ids increase
 * with their amounts. Answers the stored bids in that order.
 */
export async function storeEntries(
  tx: Db,
  { auctionId, entries, now, endAt, names, timeZone }: StoreEntries,
): Promise<Bid[]> {
  const last = leadAfter(entries);
  const extendedEnd = new Date(Math.max(endAt.getTime(), now.getTime() + AUCTION_EXTENSION_MS));
  const inserted = tx.$with('inserted').as(
    tx
      .insert(bids)
      .values(
        entries.map((entry) => ({
          auctionId,
          userId: entry.userId,
          amount: entry.amount,
          auto: entry.auto,
          placedAt: now,
        })),
      )
      .returning({ id: bids.id, userId: bids.userId, amount: bids.amount, placedAt: bids.placedAt, auto: bids.auto }),
  );
  const updated = tx.$with('updated').as(
    tx
      .update(auctions)
      .set({
        highestBidId: sql`(select max(${inserted.id}) from ${inserted})`,
        highestAmount: last.amount,
        highestBidderId: last.userId,
        endAt: extendedEnd,
      })
      .where(eq(auctions.id, auctionId))
      .returning({ id: auctions.id }),
  );
  const rows = await tx.with(inserted, updated).select().from(inserted);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      amount: row.amount,
      dateTime: instantToWallClock(row.placedAt, timeZone),
      user: { id: row.userId, name: names.get(row.userId) ?? '' },
      auto: row.auto,
    }));
}
