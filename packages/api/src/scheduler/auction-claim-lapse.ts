import { and, desc, eq, isNotNull, isNull, lte, max, ne } from 'drizzle-orm';
import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';
import type { Db } from '../db/client';
import { auctions, bids, type AuctionRow } from '../db/schema';
import type { PendingEvent, SchedulerJob } from './jobs';

/**
 * Won auctions whose winner let the claim deadline pass unclaimed (docs/product/auctions.md#claim-deadline). The first
 * winner's claim lapses and the next highest bidder — their own highest bid, at or above the reserve — gets the second
 * chance: they become the winner at that bid with 48 hours of their own (docs/product/auctions.md#second-chance).
 * There is one second chance: when it lapses too, or nobody qualifies, the claim lapses for good.
 *
 * The rows are locked (FOR UPDATE) and the conditions re-read under the lock, so a claim committed meanwhile keeps
 * its auction out, and two instances running together move each auction once. A claim booking canceled unpaid after
 * the deadline clears `claimed_booking_id`, and the next tick takes the auction over here.
 */
export async function lapseUnclaimedAuctions(tx: Db, now: Date): Promise<PendingEvent[]> {
  const due = await tx
    .select()
    .from(auctions)
    .where(
      and(
        isNotNull(auctions.closedAt),
        isNotNull(auctions.winnerUserId),
        isNull(auctions.claimedBookingId),
        isNull(auctions.claimLapsedAt),
        lte(auctions.claimDeadlineAt, now),
      ),
    )
    .orderBy(auctions.id)
    .for('update');

  const events: PendingEvent[] = [];
  for (const auction of due) {
    const lapsedWinner = auction.winnerUserId;
    if (lapsedWinner === null) continue;
    const next = auction.lapsedWinnerUserId === null ? await nextBidder(tx, auction, lapsedWinner) : undefined;
    if (next) {
      await tx
        .update(auctions)
        .set({
          lapsedWinnerUserId: lapsedWinner,
          winnerUserId: next.userId,
          winningAmount: next.amount,
          claimDeadlineAt: new Date(now.getTime() + AUCTION_CLAIM_WINDOW_MS),
        })
        .where(eq(auctions.id, auction.id));
      events.push(
        { event: 'auctionClaimLapsed', payload: { auctionId: auction.id, userId: lapsedWinner } },
        { event: 'auctionSecondChance', payload: { auctionId: auction.id, ...next } },
      );
    } else {
      await tx.update(auctions).set({ claimLapsedAt: now }).where(eq(auctions.id, auction.id));
      events.push({ event: 'auctionClaimLapsed', payload: { auctionId: auction.id, userId: lapsedWinner } });
    }
  }
  return events;
}

/**
 * The bidder other than `winnerId` with the greatest own highest bid, if that bid reaches the reserve. Accepted bids
 * of an auction never share an amount, so there is no tie.
 */
async function nextBidder(
  tx: Db,
  auction: AuctionRow,
  winnerId: number,
): Promise<{ userId: number; amount: number } | undefined> {
  const own = max(bids.amount);
  const [best] = await tx
    .select({ userId: bids.userId, amount: own })
    .from(bids)
    .where(and(eq(bids.auctionId, auction.id), ne(bids.userId, winnerId)))
    .groupBy(bids.userId)
    .orderBy(desc(own))
    .limit(1);
  if (!best || best.amount === null) return undefined;
  if (auction.reservePrice !== null && best.amount < auction.reservePrice) return undefined;
  return { userId: best.userId, amount: best.amount };
}

export const auctionClaimLapseJob: SchedulerJob = { name: 'auction-claim-lapse', run: lapseUnclaimedAuctions };
