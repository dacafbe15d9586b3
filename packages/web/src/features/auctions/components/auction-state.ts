import { auctionMessages, type Bid } from '@wayfare/common';

/** Newest first: by wire date-time (same format and zone for every bid), then by id for bids in the same second. */
function newestFirst(a: Bid, b: Bid): number {
  if (a.dateTime !== b.dateTime) return a.dateTime < b.dateTime ? 1 : -1;
  return b.id - a.id;
}

/** The highest of `bids` (the earliest wins a tie: a later equal bid would have been refused). */
export function highestOf(bids: readonly Bid[]): Bid | null {
  let best: Bid | null = null;
  for (const bid of bids) {
    if (!best || bid.amount > best.amount || (bid.amount === best.amount && bid.id < best.id)) best = bid;
  }
  return best;
}

/**
 * An auction with a bid that arrived live: added once however often it is delivered (a reconnect may repeat it, a
 * refetch may already hold it), the history kept newest first and the highest bid updated.
 */
export function mergeBid<T extends { bids: Bid[]; highestBid: Bid | null }>(auction: T, bid: Bid): T {
  if (auction.bids.some((known) => known.id === bid.id)) return auction;
  const bids = [bid, ...auction.bids].sort(newestFirst);
  return { ...auction, bids, highestBid: highestOf(auction.highestBid ? [auction.highestBid, bid] : bids) };
}

/** Participating users: everyone who bid and everyone announced as viewing, each name once, bidders first. */
export function participantsOf(bids: readonly Bid[], announced: readonly string[]): string[] {
  const names = new Set<string>();
  for (const bid of [...bids].reverse()) names.add(bid.user.name);
  for (const name of announced) names.add(name);
  return [...names];
}

/** The bid rules (docs/product/auctions.md#bid-rules), checked before anything is sent; null when the bid may go. */
export function checkBid(
  amount: number | string,
  auction: { minBidAmount: number; highestBid: Bid | null },
): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return auctionMessages.bidAmount;
  if (amount < auction.minBidAmount) return auctionMessages.bidBelowMinimum;
  if (amount <= (auction.highestBid?.amount ?? 0)) return auctionMessages.bidNotAboveHighest;
  return null;
}

/** Milliseconds left as "1h 05m 09s" (hours not wrapped into days), never negative; whole seconds rounded up. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
}
