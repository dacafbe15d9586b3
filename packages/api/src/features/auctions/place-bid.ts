import { eq, sql } from 'drizzle-orm';
import { auctionMessages, type Bid, type SessionClaims } from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, bids, users } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import { instantToWallClock } from '../../lib/wall-clock';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

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
}

const cents = (euro: number) => Math.round(euro * 100);

/**
 * The one way a bid is placed (HTTP and STOMP; docs/product/auctions.md#bid-order). Bids of an auction are serialised
 * on its row (SELECT … FOR UPDATE): the check against `highest_amount` and the write of the new highest are one step,
 * so the stored highest is always the true maximum and accepted bids strictly increase. `now` is read after the lock
 * is held, so a bid that waited past the end is refused and no accepted bid is placed after `end_at`.
 * `bidPlaced` is published after the commit, so listeners never announce a bid that was rolled back.
 */
export async function placeBid(ctx: BidContext, request: BidRequest): Promise<Bid> {
  const { auctionId, claims, amount } = request;
  const bid = await ctx.db.transaction(async (tx) => {
    // The lock and the bidder's name in one round trip, the bid and the new highest in another (with BEGIN and
    // COMMIT, four in all): every one of them is time the bid's viewers wait before the broadcast.
    const [auction] = await tx
      .select({
        endAt: auctions.endAt,
        closedAt: auctions.closedAt,
        minBidAmount: auctions.minBidAmount,
        highestAmount: auctions.highestAmount,
        bidderName: users.name,
      })
      .from(auctions)
      .leftJoin(users, eq(users.id, claims.userId))
      .where(eq(auctions.id, auctionId))
      .for('update', { of: auctions });
    if (!auction) throw new AppError('NOT_FOUND', auctionMessages.notFound);
    const now = ctx.now?.() ?? new Date();
    if (auction.closedAt !== null || auction.endAt <= now) throw new AppError('CONFLICT', auctionMessages.ended);
    if (!claims.roles.includes('CUSTOMER')) throw new AppError('FORBIDDEN', auctionMessages.adminsCannotBid);
    if (cents(amount) < cents(auction.minBidAmount))
      throw new AppError('BAD_REQUEST', auctionMessages.bidBelowMinimum, 'bidAmount');
    if (auction.highestAmount !== null && cents(amount) <= cents(auction.highestAmount)) {
      // Outbid: the request was fine, the auction moved on; a lost race answers 409
      // (docs/product/errors-and-messages.md#status-codes).
      throw new AppError('CONFLICT', auctionMessages.bidNotAboveHighest, 'bidAmount');
    }
    if (auction.bidderName === null) throw new Error(`bidder ${claims.userId} not found`);

    const inserted = tx
      .$with('inserted')
      .as(
        tx
          .insert(bids)
          .values({ auctionId, userId: claims.userId, amount, placedAt: now })
          .returning({ id: bids.id, amount: bids.amount, placedAt: bids.placedAt }),
      );
    const row = firstRow(
      await tx
        .with(inserted)
        .update(auctions)
        .set({
          highestBidId: sql`${inserted.id}`,
          highestAmount: sql`${inserted.amount}`,
          highestBidderId: claims.userId,
        })
        .from(inserted)
        .where(eq(auctions.id, auctionId))
        .returning({ id: inserted.id, amount: inserted.amount, placedAt: inserted.placedAt }),
      'insert into bids',
    );
    const user = { id: claims.userId, name: auction.bidderName };
    return {
      id: row.id,
      amount: row.amount,
      dateTime: instantToWallClock(row.placedAt, ctx.timeZone),
      user,
    } satisfies Bid;
  });
  await ctx.events.publish('bidPlaced', { auctionId, bid });
  return bid;
}
