import {
  auctionMessages,
  auctionsTexts,
  bidAmountValue,
  raiseMaximum,
  text,
  type RaiseMaximumResponse,
  type SessionClaims,
} from '@wayfare/common';
import type { EventBus } from '../../events/domain-events';
import { AppError } from '../../lib/app-error';
import type { BidContext } from './place-bid';
import { lockForBid, storeEntries, storeMaximum } from './bid-lock';

/**
 * `PUT /api/auctions/{id}/maximum` (docs/product/auctions.md#raising-a-maximum): the leading bidder raises their secret
 * maximum without bidding against themselves. Under the same row lock as a bid, so it cannot slip between a bid and
 * its automatic answer. Nothing is bid unless the new maximum reaches the reserve, which raises the leader to it (an
 * automatic bid, announced like any other).
 */
export async function raiseLeaderMaximum(
  ctx: BidContext,
  request: { auctionId: number; claims: SessionClaims; maxAmount: number },
): Promise<RaiseMaximumResponse> {
  const { auctionId, claims, maxAmount } = request;
  const { answer, stored } = await ctx.db.transaction(async (tx) => {
    const { auction, now, lead } = await lockForBid(tx, ctx, auctionId, claims);
    const outcome = raiseMaximum(
      {
        minBidAmount: auction.minBidAmount,
        highest: auction.highestAmount,
        leader: lead,
        reservePrice: auction.reservePrice,
      },
      claims.userId,
      maxAmount,
    );
    if (!outcome.ok) {
      throw outcome.reason === 'notLeader'
        ? new AppError('CONFLICT', auctionMessages.onlyLeaderRaises, 'maxAmount')
        : new AppError(
            'CONFLICT',
            text(auctionsTexts, 'errors.maxNotRaised', { amount: bidAmountValue(outcome.current) }),
            'maxAmount',
          );
    }
    await storeMaximum(tx, { auctionId, userId: claims.userId, maxAmount, now });
    const stored =
      outcome.entries.length === 0
        ? []
        : await storeEntries(tx, {
            auctionId,
            entries: outcome.entries,
            now,
            endAt: auction.endAt,
            names: new Map([[claims.userId, auction.bidderName]]),
            timeZone: ctx.timeZone,
          });
    const highestBid = stored.at(-1)?.amount ?? auction.highestAmount!;
    return { answer: { myMaxAmount: maxAmount, highestBid }, stored };
  });
  await announce(ctx.events, auctionId, stored);
  return answer;
}

/** A reserve raise is a bid like any other on the channel; a raised maximum alone changes nothing anyone sees. */
async function announce(events: EventBus, auctionId: number, stored: Awaited<ReturnType<typeof storeEntries>>) {
  if (stored.length === 0) return;
  for (const bid of stored) await events.publish('bidPlaced', { auctionId, bid });
  await events.publish('auctionStateChanged', { auctionId });
}
