import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { auctions, bids } from '../db/schema';
import { DAY_MS, HOUR_MS, type AuctionHistoryCast } from './auction-history-cast';

/** Running for four more days between two other customers. */
export async function seedRunningAuction(
  tx: Db,
  { fourth, runningA, runningB, at }: AuctionHistoryCast,
): Promise<void> {
  const running = firstRow(
    await tx
      .insert(auctions)
      .values({
        description: `${fourth.make} ${fourth.model}: a weekend in the mountains, Premium coverage included.`,
        minBidAmount: 280,
        endAt: at(4 * DAY_MS),
        carId: fourth.id,
        createdAt: at(-12 * DAY_MS),
      })
      .returning({ id: auctions.id }),
    'insert auction',
  );
  const runningBids = await tx
    .insert(bids)
    .values([
      { auctionId: running.id, userId: runningA, amount: 280, placedAt: at(-9 * DAY_MS) },
      { auctionId: running.id, userId: runningB, amount: 310, placedAt: at(-5 * DAY_MS) },
      { auctionId: running.id, userId: runningA, amount: 340, placedAt: at(-30 * HOUR_MS) },
    ])
    .returning();
  const highest = runningBids.at(-1);
  if (!highest) throw new Error('seed: no bids');
  await tx
    .update(auctions)
    .set({ highestBidId: highest.id, highestAmount: highest.amount, highestBidderId: highest.userId })
    .where(eq(auctions.id, running.id));
}
