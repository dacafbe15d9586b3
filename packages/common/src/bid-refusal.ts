import { bidAmountValue } from './auctions';
import { nextMinimumBid } from './bid-ladder';
import { text, type Text } from './i18n/namespace';
import { auctionsTexts } from './i18n/texts';

/** Why a bid's amount is refused before any maximum is weighed (docs/product/auctions.md#bid-rules). */
export type AmountRefusal =
  | { reason: 'belowMinimum' }
  | { reason: 'notAboveHighest' }
  /** The bidder already holds the highest bid: they raise their maximum instead of bidding against themselves. */
  | { reason: 'alreadyLeading' }
  | { reason: 'belowStep'; atLeast: number };

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The checks of a bid's amount, in the order of docs/product/auctions.md#bid-rules: at least the minimum, above the
 * highest, not by the leader, at least the highest plus one step of the ladder. The page calls it before sending a bid
 * and the server under the auction's lock (through `resolveBid`), so both refuse the same bids with the same words.
 * The leader is only checked when the bidder is given: the page shows the leader a disabled button instead. Amounts
 * are compared in cents. null: the amount may go.
 */
export function refuseBidAmount(
  auction: { minBidAmount: number; highest: number | null; leaderId?: number | null },
  bid: { amount: number; userId?: number },
): AmountRefusal | null {
  if (cents(bid.amount) < cents(auction.minBidAmount)) return { reason: 'belowMinimum' };
  if (auction.highest === null) return null;
  if (cents(bid.amount) <= cents(auction.highest)) return { reason: 'notAboveHighest' };
  // Before the step: the leader is told to raise their maximum, not invited to bid one step more.
  if (bid.userId !== undefined && auction.leaderId === bid.userId) return { reason: 'alreadyLeading' };
  const atLeast = nextMinimumBid(auction.highest);
  if (cents(bid.amount) < cents(atLeast)) return { reason: 'belowStep', atLeast };
  return null;
}

/**
 * What a refused bid is told, from the auctions' texts; a bid that only meets an earlier maximum included. A text, not
 * yet in a language: the page writes it in its own, the API in the request's (or the live session's).
 */
export function bidRefusalText(refusal: AmountRefusal | { reason: 'matchedByEarlierMaximum' }): Text {
  switch (refusal.reason) {
    case 'belowMinimum':
      return text(auctionsTexts, 'errors.bidBelowMinimum');
    case 'notAboveHighest':
      return text(auctionsTexts, 'errors.bidNotAboveHighest');
    case 'alreadyLeading':
      return text(auctionsTexts, 'errors.alreadyLeading');
    case 'belowStep':
      return text(auctionsTexts, 'errors.bidAtLeast', { amount: bidAmountValue(refusal.atLeast) });
    case 'matchedByEarlierMaximum':
      return text(auctionsTexts, 'errors.outbidByMaximum');
  }
}
