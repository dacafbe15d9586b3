import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auctionMessages, PAGE_SIZE, type Auction, type AuctionSummary, type Bid } from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, bids, cars, users, type AuctionRow } from '../../db/schema';
import { instantToWallClock } from '../../lib/wall-clock';
import { AppError } from '../../lib/app-error';

const winner = alias(users, 'winner');

const summaryColumns = {
  auction: auctions,
  car: { id: cars.id, make: cars.make, model: cars.model, registrationNumber: cars.registrationNumber },
  winner: { id: winner.id, name: winner.name },
};

type SummaryRow = { auction: AuctionRow; car: AuctionSummary['car']; winner: { id: number; name: string } | null };

/** 1 while the winner may still claim the car: closed, won, and no live claim booking. */
export const canBeClaimed = (auction: AuctionRow): 0 | 1 =>
  auction.closedAt !== null && auction.winnerUserId !== null && auction.claimedBookingId === null ? 1 : 0;

function toSummary(row: SummaryRow, timeZone: string, now: Date): AuctionSummary {
  const { auction } = row;
  const remainingMs = auction.closedAt ? 0 : Math.max(0, auction.endAt.getTime() - now.getTime());
  return {
    id: auction.id,
    description: auction.description,
    minBidAmount: auction.minBidAmount,
    endDateTime: instantToWallClock(auction.endAt, timeZone),
    remainingMs,
    car: row.car,
    // The winner is final only once the scheduler has closed the auction (the column is null before).
    winnerUser: auction.closedAt && row.winner ? row.winner : null,
    canBeClaimed: canBeClaimed(auction),
  };
}

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(auctions)
    .innerJoin(cars, eq(cars.id, auctions.carId))
    .leftJoin(winner, eq(winner.id, auctions.winnerUserId));

export async function countAuctions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auctions);
  return row?.n ?? 0;
}

/** One page of /all-auctions, newest first. */
export async function pageAuctions(db: Db, timeZone: string, page: number, now: Date): Promise<AuctionSummary[]> {
  const rows = await selectSummaries(db)
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return rows.map((row) => toSummary(row, timeZone, now));
}

/** The bids of an auction, newest first. */
export async function readBids(db: Db, timeZone: string, auctionId: number): Promise<Bid[]> {
  const rows = await db
    .select({ id: bids.id, amount: bids.amount, placedAt: bids.placedAt, userId: users.id, userName: users.name })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.id));
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    dateTime: instantToWallClock(row.placedAt, timeZone),
    user: { id: row.userId, name: row.userName },
  }));
}

/** `GET /api/auctions/{id}`: the auction with its car, its bids (newest first) and the highest one. */
export async function readAuction(db: Db, timeZone: string, auctionId: number, now: Date): Promise<Auction> {
  const [row] = await selectSummaries(db).where(eq(auctions.id, auctionId));
  if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const history = await readBids(db, timeZone, auctionId);
  const highestBid = history.find((bid) => bid.id === row.auction.highestBidId) ?? null;
  return { ...toSummary(row, timeZone, now), bids: history, highestBid };
}
