import {
  auctionsTexts,
  bidAmountValue,
  bidRefusalText,
  nextMinimumBid,
  refuseBidAmount,
  PlaceBidBody,
  RaiseMaximumBody,
  text,
  type AuctionState,
  type Bid,
  type Text,
} from '@wayfare/common';

/**
 * What a form is told about its field: a catalogue text (with its values), or a sentence of a request schema, which
 * is the English catalogue's (`useWriteMessage` writes either in the page's language).
 */
export type FieldMessage = Text | string;

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

/**
 * The least bid the server accepts now: the minimum before the first bid, then the highest plus one step of the ladder
 * (docs/product/auctions.md#maximum-bids).
 */
export function leastAcceptedBid(auction: { minBidAmount: number; highestBid: { amount: number } | null }): number {
  return auction.highestBid ? nextMinimumBid(auction.highestBid.amount) : auction.minBidAmount;
}

/**
 * The bid rules (docs/product/auctions.md#bid-rules), checked before anything is sent with the server's own function
 * (`refuseBidAmount`): an empty field first, then the amount's checks; the leader is not asked, their button is
 * disabled. null when the bid may go.
 */
export function checkBid(
  amount: number | string,
  auction: { minBidAmount: number; highestBid: { amount: number } | null },
): Text | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return text(auctionsTexts, 'errors.bidAmount');
  const refusal = refuseBidAmount(
    { minBidAmount: auction.minBidAmount, highest: auction.highestBid?.amount ?? null },
    { amount },
  );
  return refusal && bidRefusalText(refusal);
}

/**
 * The optional maximum (docs/product/auctions.md#maximum-bids): empty is none; else the request schema's own messages
 * (a positive amount, not below the bid).
 */
export function checkMaxAmount(maxAmount: number | string, bidAmount: number): string | null {
  if (maxAmount === '') return null;
  const parsed = PlaceBidBody.safeParse({ bidAmount, maxAmount: typeof maxAmount === 'number' ? maxAmount : NaN });
  return parsed.error?.issues.find((issue) => issue.path[0] === 'maxAmount')?.message ?? null;
}

/**
 * A leader's new maximum (docs/product/auctions.md#raising-a-maximum): a valid amount (the request schema's message),
 * above `current`, their maximum or else their highest bid; null when it may go.
 */
export function checkRaisedMaximum(maxAmount: number | string, current: number): FieldMessage | null {
  const parsed = RaiseMaximumBody.safeParse({ maxAmount: typeof maxAmount === 'number' ? maxAmount : NaN });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? text(auctionsTexts, 'errors.maxAmount');
  return Math.round(parsed.data.maxAmount * 100) <= Math.round(current * 100)
    ? text(auctionsTexts, 'errors.maxNotRaised', { amount: bidAmountValue(current) })
    : null;
}

/** The highest bid as the page shows it: the amount and who holds it. */
export interface HighestView {
  amount: number;
  bidder: { id: number; name: string };
}

/**
 * An auction as the live channel keeps it: the last state message beside the fetched bids. The state may announce a
 * highest bid whose bid message has not arrived (or was missed): it is shown until the bids catch up.
 */
export interface StatefulAuction {
  highestBid: Bid | null;
  liveHighest?: HighestView | null;
}

/** The higher of the fetched highest bid and the one the last state message announced. */
export function highestView(auction: StatefulAuction): HighestView | null {
  const fetched = auction.highestBid && { amount: auction.highestBid.amount, bidder: auction.highestBid.user };
  const announced = auction.liveHighest ?? null;
  if (!fetched) return announced;
  return announced && announced.amount > fetched.amount ? announced : fetched;
}

/**
 * An auction after a state message (docs/product/realtime-contract.md#auction-state): the end and the countdown move to
 * the state's (a late bid extends them), and so do the reserve and the highest bid. `now` is `performance.now()`.
 */
export function applyState<
  T extends StatefulAuction & {
    closesAt: number;
    endDateTime: string;
    remainingMs: number;
    reserveMet: boolean | null;
  },
>(auction: T, state: AuctionState, now: number): T {
  return {
    ...auction,
    endDateTime: state.endDateTime,
    remainingMs: state.remainingMs,
    closesAt: now + state.remainingMs,
    reserveMet: state.reserveMet,
    liveHighest:
      state.highestBid !== null && state.highestBidder !== null
        ? { amount: state.highestBid, bidder: state.highestBidder }
        : null,
  };
}

/**
 * Milliseconds left as the countdown shows them ("1h 05m 09s": hours not wrapped into days, minutes and seconds with
 * two digits), never negative; whole seconds rounded up. The page's language puts the units around them.
 */
export function countdownParts(remainingMs: number): { hours: number; minutes: string; seconds: string } {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { hours: Math.floor(total / 3600), minutes: pad(Math.floor((total % 3600) / 60)), seconds: pad(total % 60) };
}
