import { and, desc, eq, isNotNull, isNull, lte, max, ne } from 'drizzle-orm';
import { AUCTION_CLAIM_WINDOW_MS, AUCTION_LAPSE_BAR_MS } from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, auditLog, biddingBars, bids, type AuctionRow } from '../../db/schema';
import type { PendingEvent, SchedulerJob } from '../../scheduler/jobs';

/**
 * Won auctions whose winner let the claim deadline pass unclaimed (docs/product/auctions.md#claim-deadline). The first
 * winner's claim lapses and the next highest bidder — their own highest bid, at or above the reserve — gets the second
 * chance: they become the winner at that bid with 48 hours of their own (docs/product/auctions.md#second-chance).
 * There is one second chance: when it lapses too, or nobody qualifies, the claim lapses for good.
 *
 * The winner at the close who lets the claim lapse is barred from bidding for 30 days, in the same transaction
 * (docs/product/auctions.md#winning-is-binding), with the scheduler's entry in the audit log; a second chance is an
 * offer, not a win, so its lapse bars nobody.
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
    const wonAtClose = auction.lapsedWinnerUserId === null;
    const next = wonAtClose ? await nextBidder(tx, auction, lapsedWinner) : undefined;
    if (wonAtClose) await bar(tx, auction, lapsedWinner, next?.userId ?? null, now);
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
 * Bars the winner who let the claim lapse from bidding until 30 days after the deadline, rounded up to the minute
 * that the refusal shows (docs/product/auctions.md#winning-is-binding), and records it in the audit log as the
 * scheduler's own entry: no administrator made it.
 */
async function bar(tx: Db, auction: AuctionRow, userId: number, secondChanceUserId: number | null, now: Date) {
  const deadline = auction.claimDeadlineAt ?? now;
  const barredUntil = new Date(Math.ceil((deadline.getTime() + AUCTION_LAPSE_BAR_MS) / 60_000) * 60_000);
  await tx.insert(biddingBars).values({ auctionId: auction.id, userId, lapsedAt: now, barredUntil });
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: null,
    action: 'lapse',
    entity: 'auction',
    entityId: String(auction.id),
    // Dates as the other entries keep them: ISO instants.
    after: { lapsedWinnerUserId: userId, barredUntil: barredUntil.toISOString(), secondChanceUserId },
  });
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
