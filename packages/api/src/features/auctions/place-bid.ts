import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUCTION_EXTENSION_MS,
  auctionMessages,
  leadAfter,
  resolveBid,
  type Bid,
  type BidOutcome,
  type HistoryEntry,
  type SessionClaims,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctionMaxima, auctions, bids, users } from '../../db/schema';
import type { DomainEvents, EventBus } from '../../events/domain-events';
import { instantToWallClock } from '../../lib/wall-clock';
import { AppError } from '../../lib/app-error';

export interface BidContext {
  db: Db;
  events: EventBus;
  timeZone: string;
  /** The clock, read once the auction's row lock is held; tests move it. */
  now?: () => Date;
}

export interface BidRequest {
  auctionId: number;
  /** Who bids: the HTTP bearer token's claims, or the STOMP SEND's. */
  claims: SessionClaims;
  amount: number;
  /** The bidder's secret maximum (docs/product/auctions.md#maximum-bids); at least `amount`. */
  maxAmount?: number | undefined;
}

const bidder = alias(users, 'bidder');

/** What the transaction decided: the stored bids, and the answer to give once it has committed. */
interface Settled {
  stored: Bid[];
  outcome: BidOutcome;
  previousLeaderId: number | null;
}

/**
 * The one way a bid is placed (HTTP and STOMP; docs/product/auctions.md#bid-order). Bids of an auction are serialised
 * on its row (SELECT … FOR UPDATE): the check against `highest_amount`, the maxima's automatic answers
 * (`resolveBid`, docs/product/auctions.md#maximum-bids) and the write of the new highest are one step, so the stored
 * highest is always the true one and accepted bids strictly increase. `now` is read after the lock is held, so a bid
 * that waited past the end in force is refused; a bid in the last two minutes moves the end
 * (docs/product/auctions.md#late-bid-extension). Events are published after the commit, so listeners never announce
 * a bid that was rolled back.
 */
export async function placeBid(ctx: BidContext, request: BidRequest): Promise<Bid> {
  const settled = await ctx.db.transaction((tx) => settle(tx, ctx, request));
  await announce(ctx.events, request, settled);
  const { outcome, stored } = settled;
  if (!outcome.ok) {
    if (outcome.reason === 'matchedByEarlierMaximum') {
      throw new AppError('CONFLICT', auctionMessages.outbidByMaximum, 'bidAmount');
    }
    throw refusal(outcome);
  }
  // The answer is the bidder's own bid (the first entry); automatic answers follow on the channel.
  return stored[0]!;
}

async function settle(tx: Db, ctx: BidContext, request: BidRequest): Promise<Settled> {
  const { auctionId, claims, amount } = request;
  // The lock and the bidder's name in one round trip (each is time the bid's viewers wait before the broadcast).
  const [auction] = await tx
    .select({
      endAt: auctions.endAt,
      closedAt: auctions.closedAt,
      minBidAmount: auctions.minBidAmount,
      highestAmount: auctions.highestAmount,
      highestBidderId: auctions.highestBidderId,
      reservePrice: auctions.reservePrice,
      bidderName: bidder.name,
    })
    .from(auctions)
    .leftJoin(bidder, eq(bidder.id, claims.userId))
    .where(eq(auctions.id, auctionId))
    .for('update', { of: auctions });
  if (!auction) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const now = ctx.now?.() ?? new Date();
  if (auction.closedAt !== null || auction.endAt <= now) throw new AppError('CONFLICT', auctionMessages.ended);
  if (!claims.roles.includes('CUSTOMER')) throw new AppError('FORBIDDEN', auctionMessages.adminsCannotBid);
  if (auction.bidderName === null) throw new Error(`bidder ${claims.userId} not found`);

  const { highestAmount: highest, highestBidderId: leaderId } = auction;
  // The leader's maximum in a statement of its own, after the lock: a statement that waited for the lock still reads
  // the other tables as they were when it started, so a maximum written by the bid it waited for would be missed.
  const [lead] =
    leaderId === null
      ? []
      : await tx
          .select({ name: users.name, max: auctionMaxima.maxAmount, maxAt: auctionMaxima.placedAt })
          .from(users)
          .leftJoin(auctionMaxima, and(eq(auctionMaxima.auctionId, auctionId), eq(auctionMaxima.userId, users.id)))
          .where(eq(users.id, leaderId));
  const outcome = resolveBid(
    {
      minBidAmount: auction.minBidAmount,
      highest,
      leader:
        leaderId === null || highest === null
          ? null
          : {
              userId: leaderId,
              max: Math.max(lead?.max ?? highest, highest),
              placedAt: lead?.maxAt?.getTime() ?? 0,
            },
      reservePrice: auction.reservePrice,
    },
    {
      userId: claims.userId,
      amount,
      max: Math.max(amount, request.maxAmount ?? amount),
      placedAt: now.getTime(),
    },
  );
  const entries = outcome.ok ? outcome.entries : outcome.reason === 'matchedByEarlierMaximum' ? outcome.entries : [];
  if (entries.length === 0) return { stored: [], outcome, previousLeaderId: leaderId };

  if (outcome.ok && request.maxAmount !== undefined && request.maxAmount > amount) {
    await tx
      .insert(auctionMaxima)
      .values({ auctionId, userId: claims.userId, maxAmount: request.maxAmount, placedAt: now })
      .onConflictDoUpdate({
        target: [auctionMaxima.auctionId, auctionMaxima.userId],
        set: { maxAmount: sql`excluded.max_amount`, placedAt: sql`excluded.placed_at` },
        // A maximum is only ever raised; lowering it would let a bidder walk back a promise the others bid against.
        setWhere: sql`excluded.max_amount > ${auctionMaxima.maxAmount}`,
      });
  }

  const names = new Map<number, string>([[claims.userId, auction.bidderName]]);
  if (leaderId !== null && lead) names.set(leaderId, lead.name);
  const stored = await storeEntries(tx, { auctionId, entries, now, endAt: auction.endAt });
  return {
    outcome,
    previousLeaderId: leaderId,
    stored: stored.map((row) => ({
      id: row.id,
      amount: row.amount,
      dateTime: instantToWallClock(row.placedAt, ctx.timeZone),
      user: { id: row.userId, name: names.get(row.userId) ?? '' },
      auto: row.auto,
    })),
  };
}

/**
 * The entries and the auction's new highest (and, for a late bid, its moved end) in one statement: the bids are
 * inserted in order, so their ids increase with their amounts.
 */
async function storeEntries(
  tx: Db,
  { auctionId, entries, now, endAt }: { auctionId: number; entries: HistoryEntry[]; now: Date; endAt: Date },
) {
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
  return rows.sort((a, b) => a.id - b.id);
}

function refusal(outcome: Exclude<BidOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'belowMinimum':
      return new AppError('BAD_REQUEST', auctionMessages.bidBelowMinimum, 'bidAmount');
    case 'belowStep':
      // Like "not above the highest": the request was fine, the auction had moved on (a lost race answers 409,
      // docs/product/errors-and-messages.md#status-codes).
      return new AppError('CONFLICT', auctionMessages.bidAtLeast(outcome.atLeast), 'bidAmount');
    default:
      return new AppError('CONFLICT', auctionMessages.bidNotAboveHighest, 'bidAmount');
  }
}

/**
 * After the commit: every stored bid on `/auction/{id}/bids` in order, the new state, and an outbid alert to whoever
 * lost the lead (the previous leader, and a bidder whose bid a maximum answered at once).
 */
async function announce(events: EventBus, request: BidRequest, { stored, previousLeaderId }: Settled) {
  if (stored.length === 0) return;
  const { auctionId } = request;
  for (const bid of stored) await events.publish('bidPlaced', { auctionId, bid });
  await events.publish('auctionStateChanged', { auctionId });
  const lead = stored.at(-1)!;
  const losers = new Set<number>();
  if (previousLeaderId !== null && previousLeaderId !== lead.user.id) losers.add(previousLeaderId);
  if (stored.some((bid) => bid.user.id === request.claims.userId) && request.claims.userId !== lead.user.id) {
    losers.add(request.claims.userId);
  }
  for (const userId of losers) {
    const alert: DomainEvents['auctionOutbid'] = { auctionId, userId, highestBid: lead.amount };
    await events.publish('auctionOutbid', alert);
  }
}
