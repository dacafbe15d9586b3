import { AUCTION_CLAIM_WINDOW_MS, AUCTION_LAPSE_BAR_MS } from '@wayfare/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { auctions, biddingBars, bids } from '../db/schema';
import { DAY_MS, type AuctionHistoryCast } from './auction-history-cast';

/** Won 40 days ago by a single bidder who never claimed it: the claim lapsed, nobody else could be offered it. */
export async function seedLapsedAuction(tx: Db, { fourth, lapsed, at }: AuctionHistoryCast): Promise<void> {
  const lapsedEnd = at(-40 * DAY_MS);
  const unclaimed = firstRow(
    await tx
      .insert(auctions)
      .values({
        description: `${fourth.make} ${fourth.model}: three days off-road, Premium coverage included.`,
        minBidAmount: 300,
        endAt: lapsedEnd,
        carId: fourth.id,
        createdAt: at(-54 * DAY_MS),
      })
      .returning({ id: auctions.id }),
    'insert auction',
  );
  const lapsedBid = firstRow(
    await tx
      .insert(bids)
      .values({ auctionId: unclaimed.id, userId: lapsed, amount: 300, placedAt: at(-45 * DAY_MS) })
      .returning(),
    'insert bid',
  );
  const lapsedDeadline = new Date(lapsedEnd.getTime() + AUCTION_CLAIM_WINDOW_MS);
  await tx
    .update(auctions)
    .set({
      highestBidId: lapsedBid.id,
      highestAmount: 300,
      highestBidderId: lapsed,
      closedAt: lapsedEnd,
      winnerUserId: lapsed,
      winningAmount: 300,
      claimDeadlineAt: lapsedDeadline,
      claimLapsedAt: lapsedDeadline,
    })
    .where(eq(auctions.id, unclaimed.id));
  // The lapse barred the winner from bidding for 30 days, over by now (docs/product/auctions.md#winning-is-binding).
  await tx.insert(biddingBars).values({
    auctionId: unclaimed.id,
    userId: lapsed,
    lapsedAt: lapsedDeadline,
    barredUntil: new Date(lapsedDeadline.getTime() + AUCTION_LAPSE_BAR_MS),
  });
}

/** Ended half a year ago without a single bid. */
export async function seedUnbidAuction(tx: Db, { first, at }: AuctionHistoryCast): Promise<void> {
  await tx.insert(auctions).values({
    description: `${first.make} ${first.model} on the Alpine passes: a weekend with Premium coverage.`,
    minBidAmount: 900,
    endAt: at(-180 * DAY_MS),
    closedAt: at(-180 * DAY_MS),
    carId: first.id,
    createdAt: at(-195 * DAY_MS),
  });
}
