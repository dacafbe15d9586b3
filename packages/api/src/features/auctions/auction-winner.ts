import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';

/** What the close reads of an ended auction: its accepted maximum and its reserve. */
export interface EndedAuction {
  highestBidderId: number | null;
  highestAmount: number | null;
  reservePrice: number | null;
}

/** What the close writes besides `closed_at`: the winner, what they pay, and until when they may claim. */
export interface AuctionClosing {
  winnerUserId: number | null;
  winningAmount: number | null;
  claimDeadlineAt: Date | null;
}

/**
 * The winner rule of an auction's close (docs/product/auctions.md#closing): the highest bidder wins when there is no
 * reserve or the highest bid reached it (docs/product/auctions.md#reserve-price), at the highest bid, with 48 hours
 * from the close to claim (docs/product/auctions.md#claim-deadline); otherwise nobody wins.
 */
export function auctionClosing(auction: EndedAuction, closedAt: Date): AuctionClosing {
  const sold =
    auction.highestBidderId !== null &&
    (auction.reservePrice === null ||
      (auction.highestAmount !== null && auction.highestAmount >= auction.reservePrice));
  if (!sold) return { winnerUserId: null, winningAmount: null, claimDeadlineAt: null };
  return {
    winnerUserId: auction.highestBidderId,
    winningAmount: auction.highestAmount,
    claimDeadlineAt: new Date(closedAt.getTime() + AUCTION_CLAIM_WINDOW_MS),
  };
}
