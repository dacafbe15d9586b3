import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  auctionMessages,
  PAGE_SIZE,
  type Auction,
  type AuctionState,
  type AuctionSummary,
  type Bid,
  type LapsedWinner,
  type MyAuctionState,
  type SessionClaims,
  instantToWallClock,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctionMaxima, auctions, biddingBars, bids, cars, users, type AuctionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Who reads: the answers depend on it (the viewer's own state and maximum; the reserve for admins only). */
export type Viewer = Pick<SessionClaims, 'userId' | 'roles'>;

const winner = alias(users, 'winner');
const leader = alias(users, 'leader');

/**
 * Whether the viewer has a bid on the row's auction (by the index bids_user_id_auction_id_idx). Only for statements
 * whose outer query does not read `bids` itself (the subquery names the table, not an alias).
 */
const viewerHasBid = (viewerId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${bids} where ${bids.userId} = ${viewerId} and ${bids.auctionId} = ${auctions.id})`;

const summaryColumns = (viewerId: number) => ({
  auction: auctions,
  car: { id: cars.id, make: cars.make, model: cars.model, registrationNumber: cars.registrationNumber },
  winner: { id: winner.id, name: winner.name },
  viewerBid: viewerHasBid(viewerId),
});

type SummaryRow = {
  auction: AuctionRow;
  car: AuctionSummary['car'];
  winner: { id: number; name: string } | null;
  viewerBid: boolean;
};

/**
 * 1 while the winner may still claim the car (docs/product/auctions.md#claim-deadline): closed, won, no live claim
 * booking, and the 48 hours not over.
 */
export const canBeClaimed = (auction: AuctionRow, now: Date): 0 | 1 =>
  auction.closedAt !== null &&
  auction.winnerUserId !== null &&
  auction.claimedBookingId === null &&
  auction.claimLapsedAt === null &&
  auction.claimDeadlineAt !== null &&
  auction.claimDeadlineAt > now
    ? 1
    : 0;

/**
 * The claim lapsed: marked so by the scheduler, or the deadline passed unclaimed and the scheduler has not got to it
 * yet; and, for the first winner whose own claim lapsed before the car went to a second chance, always
 * (docs/product/auctions.md#second-chance).
 */
const claimExpired = (auction: AuctionRow, viewer: Viewer, now: Date): boolean =>
  auction.claimLapsedAt !== null ||
  (auction.claimDeadlineAt !== null && auction.claimDeadlineAt <= now && auction.claimedBookingId === null) ||
  auction.lapsedWinnerUserId === viewer.userId;

/** null without a reserve; false until a bid reaches it (docs/product/auctions.md#reserve-price). */
const reserveMet = (reservePrice: number | null, highestAmount: number | null): boolean | null =>
  reservePrice === null ? null : highestAmount !== null && highestAmount >= reservePrice;

/** Where the viewer stands, for the ones who bid (docs/product/auctions.md#my-auctions). */
function myState(auction: AuctionRow, viewer: Viewer, hasBid: boolean): MyAuctionState | null {
  if (!hasBid) return null;
  if (auction.closedAt === null) return auction.highestBidderId === viewer.userId ? 'LEADING' : 'OUTBID';
  return auction.winnerUserId === viewer.userId ? 'WON' : 'LOST';
}

const remainingMs = (auction: Pick<AuctionRow, 'closedAt' | 'endAt'>, now: Date) =>
  auction.closedAt ? 0 : Math.max(0, auction.endAt.getTime() - now.getTime());

const isAdmin = (viewer: Viewer) => viewer.roles.includes('ADMIN');

function toSummary(row: SummaryRow, viewer: Viewer, timeZone: string, now: Date): AuctionSummary {
  const { auction } = row;
  return {
    id: auction.id,
    description: auction.description,
    minBidAmount: auction.minBidAmount,
    // end_at is the end in force: a late bid moves it (docs/product/auctions.md#late-bid-extension).
    endDateTime: instantToWallClock(auction.endAt, timeZone),
    remainingMs: remainingMs(auction, now),
    car: row.car,
    // The winner is final only once the scheduler has closed the auction (the column is null before).
    winnerUser: auction.closedAt && row.winner ? row.winner : null,
    canBeClaimed: canBeClaimed(auction, now),
    reserveMet: reserveMet(auction.reservePrice, auction.highestAmount),
    hasBids: auction.highestAmount !== null,
    claimDeadline: auction.claimDeadlineAt ? instantToWallClock(auction.claimDeadlineAt, timeZone) : null,
    claimExpired: claimExpired(auction, viewer, now),
    myState: myState(auction, viewer, row.viewerBid),
    // The reserve is secret from customers: the key is not there at all in their answers.
    ...(isAdmin(viewer) && { reservePrice: auction.reservePrice }),
  };
}

const selectSummaries = (db: Db, viewer: Viewer) =>
  db
    .select(summaryColumns(viewer.userId))
    .from(auctions)
    .innerJoin(cars, eq(cars.id, auctions.carId))
    .leftJoin(winner, eq(winner.id, auctions.winnerUserId))
    .$dynamic();

/** What /paged and /count page through: every auction, or with `mine` those the viewer bid on. */
export interface AuctionsFilter {
  mine: boolean;
}

const filterCondition = (viewer: Viewer, { mine }: AuctionsFilter) => (mine ? viewerHasBid(viewer.userId) : undefined);

export async function countAuctions(db: Db, viewer: Viewer, filter: AuctionsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auctions).where(filterCondition(viewer, filter));
  return row?.n ?? 0;
}

/** One page of /all-auctions, newest first, in one statement (the viewer's state included). */
export async function pageAuctions(
  db: Db,
  timeZone: string,
  viewer: Viewer,
  { page, ...filter }: AuctionsFilter & { page: number },
  now: Date,
): Promise<AuctionSummary[]> {
  const rows = await selectSummaries(db, viewer)
    .where(filterCondition(viewer, filter))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return rows.map((row) => toSummary(row, viewer, timeZone, now));
}

/** The bids of an auction, newest first. */
export async function readBids(db: Db, timeZone: string, auctionId: number): Promise<Bid[]> {
  const rows = await db
    .select({
      id: bids.id,
      amount: bids.amount,
      placedAt: bids.placedAt,
      auto: bids.auto,
      userId: users.id,
      userName: users.name,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.id));
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    dateTime: instantToWallClock(row.placedAt, timeZone),
    user: { id: row.userId, name: row.userName },
    auto: row.auto,
  }));
}

/** The winner barred for letting this auction's claim lapse, if any (docs/product/auctions.md#winning-is-binding). */
async function readLapsedWinner(db: Db, timeZone: string, auctionId: number): Promise<LapsedWinner | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, barredUntil: biddingBars.barredUntil })
    .from(biddingBars)
    .innerJoin(users, eq(users.id, biddingBars.userId))
    .where(eq(biddingBars.auctionId, auctionId));
  return row
    ? { user: { id: row.id, name: row.name }, barredUntil: instantToWallClock(row.barredUntil, timeZone) }
    : null;
}

/**
 * `GET /api/auctions/{id}`: the auction with its car, its bids (newest first), the highest one, and the viewer's own
 * maximum — never anyone else's (docs/product/auctions.md#maximum-bids). Admins also learn the reserve and the winner
 * barred for a lapsed claim.
 */
export async function readAuction(
  db: Db,
  timeZone: string,
  viewer: Viewer,
  auctionId: number,
  now: Date,
): Promise<Auction> {
  const [row] = await db
    .select({ ...summaryColumns(viewer.userId), myMaxAmount: auctionMaxima.maxAmount })
    .from(auctions)
    .innerJoin(cars, eq(cars.id, auctions.carId))
    .leftJoin(winner, eq(winner.id, auctions.winnerUserId))
    .leftJoin(auctionMaxima, and(eq(auctionMaxima.auctionId, auctions.id), eq(auctionMaxima.userId, viewer.userId)))
    .where(eq(auctions.id, auctionId));
  if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const [history, lapsedWinner] = await Promise.all([
    readBids(db, timeZone, auctionId),
    isAdmin(viewer) ? readLapsedWinner(db, timeZone, auctionId) : undefined,
  ]);
  const highestBid = history.find((bid) => bid.id === row.auction.highestBidId) ?? null;
  const { reservePrice, ...summary } = toSummary(row, viewer, timeZone, now);
  return {
    ...summary,
    bids: history,
    highestBid,
    myMaxAmount: row.myMaxAmount ?? null,
    ...(reservePrice !== undefined && { reservePrice }),
    ...(lapsedWinner !== undefined && { lapsedWinner }),
  };
}

/**
 * What `/auction/{id}/state` carries after a change (docs/product/realtime-contract.md#auction-state): the end in
 * force, the time left, the highest bid and its bidder, and whether the reserve is met (never the reserve itself).
 * null for an unknown auction.
 */
export async function readAuctionState(
  db: Db,
  timeZone: string,
  auctionId: number,
  now: Date,
): Promise<AuctionState | null> {
  const [row] = await db
    .select({
      endAt: auctions.endAt,
      closedAt: auctions.closedAt,
      highestAmount: auctions.highestAmount,
      reservePrice: auctions.reservePrice,
      leaderId: leader.id,
      leaderName: leader.name,
    })
    .from(auctions)
    .leftJoin(leader, eq(leader.id, auctions.highestBidderId))
    .where(eq(auctions.id, auctionId));
  if (!row) return null;
  return {
    auctionId,
    endDateTime: instantToWallClock(row.endAt, timeZone),
    remainingMs: remainingMs(row, now),
    highestBid: row.highestAmount,
    highestBidder: row.leaderId !== null && row.leaderName !== null ? { id: row.leaderId, name: row.leaderName } : null,
    reserveMet: reserveMet(row.reservePrice, row.highestAmount),
  };
}
