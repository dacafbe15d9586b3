import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions } from '../../db/schema';
import type { PendingEvent, SchedulerJob } from '../../scheduler/jobs';
import { auctionClosing } from './auction-winner';

/**
 * Closes every open auction whose end in force has passed (docs/product/auctions.md#closing), with the winner rule
 * of `auctionClosing`. The ended auctions are read FOR UPDATE, the lock a bid takes: a bid that holds it is waited
 * for and its highest bid (or its late extension of the end) is what the close sees; a bid waiting for it then finds
 * the auction closed. The UPDATE is guarded by `closed_at is null`, so an auction closes once even if two instances
 * ran together.
 */
export async function closeEndedAuctions(tx: Db, now: Date): Promise<PendingEvent[]> {
  const ended = await tx
    .select({
      id: auctions.id,
      highestBidderId: auctions.highestBidderId,
      highestAmount: auctions.highestAmount,
      reservePrice: auctions.reservePrice,
    })
    .from(auctions)
    .where(and(isNull(auctions.closedAt), lte(auctions.endAt, now)))
    .orderBy(auctions.id)
    .for('update');
  const events: PendingEvent[] = [];
  for (const auction of ended) {
    const [closed] = await tx
      .update(auctions)
      .set({ closedAt: now, ...auctionClosing(auction, now) })
      .where(and(eq(auctions.id, auction.id), isNull(auctions.closedAt)))
      .returning({ auctionId: auctions.id, winnerUserId: auctions.winnerUserId });
    if (!closed) continue;
    events.push(
      { event: 'auctionClosed', payload: closed },
      // Viewers still on the page learn the final state (docs/product/realtime-contract.md#auction-state).
      { event: 'auctionStateChanged', payload: { auctionId: closed.auctionId } },
    );
  }
  return events;
}

/** Registered by the auctions plugin, before the claim lapse: an auction is won before its claim lapses. */
export const auctionCloseJob: SchedulerJob = { name: 'auction-close', run: closeEndedAuctions };
