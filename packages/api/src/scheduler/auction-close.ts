import { and, isNull, lte, sql } from 'drizzle-orm';
import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';
import type { Db } from '../db/client';
import { auctions } from '../db/schema';
import type { PendingEvent, SchedulerJob } from './jobs';

/**
 * Closes every open auction whose end in force has passed (docs/product/auctions.md#closing): the highest bidder wins
 * when there is no reserve or the highest bid reached it (docs/product/auctions.md#reserve-price), and then has 48
 * hours from the close to claim (docs/product/auctions.md#claim-deadline) at the highest bid; otherwise nobody wins.
 * One UPDATE … RETURNING, so an auction closes once even if two instances ran together; a bid waiting on the row lock
 * at that moment then finds the auction closed.
 */
export async function closeEndedAuctions(tx: Db, now: Date): Promise<PendingEvent[]> {
  const deadline = new Date(now.getTime() + AUCTION_CLAIM_WINDOW_MS);
  const sold = sql`(${auctions.highestBidderId} is not null and (${auctions.reservePrice} is null or ${auctions.highestAmount} >= ${auctions.reservePrice}))`;
  const closed = await tx
    .update(auctions)
    .set({
      closedAt: now,
      winnerUserId: sql`case when ${sold} then ${auctions.highestBidderId} end`,
      winningAmount: sql`case when ${sold} then ${auctions.highestAmount} end`,
      claimDeadlineAt: sql`case when ${sold} then ${deadline.toISOString()}::timestamptz end`,
    })
    .where(and(isNull(auctions.closedAt), lte(auctions.endAt, now)))
    .returning({ auctionId: auctions.id, winnerUserId: auctions.winnerUserId });
  return closed.flatMap(({ auctionId, winnerUserId }): PendingEvent[] => [
    { event: 'auctionClosed', payload: { auctionId, winnerUserId } },
    // Viewers still on the page learn the final state (docs/product/realtime-contract.md#auction-state).
    { event: 'auctionStateChanged', payload: { auctionId } },
  ]);
}

export const auctionCloseJob: SchedulerJob = { name: 'auction-close', run: closeEndedAuctions };
