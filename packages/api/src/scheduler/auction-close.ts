import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auctions } from '../db/schema';
import type { PendingEvent, SchedulerJob } from './jobs';

/**
 * Closes every open auction whose end has passed (docs/product/auctions.md#closing): the highest bidder becomes the
 * winner (none without bids). One UPDATE … RETURNING, so an auction closes once even if two instances ran together;
 * a bid waiting on the row lock at that moment then finds the auction closed.
 */
export async function closeEndedAuctions(tx: Db, now: Date): Promise<PendingEvent[]> {
  const closed = await tx
    .update(auctions)
    .set({ closedAt: now, winnerUserId: sql`${auctions.highestBidderId}` })
    .where(and(isNull(auctions.closedAt), lte(auctions.endAt, now)))
    .returning({ auctionId: auctions.id, winnerUserId: auctions.winnerUserId });
  return closed.map((payload) => ({ event: 'auctionClosed', payload }));
}

export const auctionCloseJob: SchedulerJob = { name: 'auction-close', run: closeEndedAuctions };
