import { bidRefusalText, resolveBid, type Bid, type BidOutcome, type SessionClaims } from '@wayfare/common';
import type { Db } from '../../db/client';
import type { DomainEvents, EventBus } from '../../events/domain-events';
import { AppError } from '../../lib/app-error';
import { lockForBid, storeEntries, storeMaximum } from './bid-lock';

export interface BidContext {
  db: Db;
  events: EventBus;
  timeZone: string;
  /** The clock, read once the auction's row lock is held; tests move it. */
  now?: () => Date;
}

export interface BidRequest {
  auctionId: number;
  /** Who bids: the HTTP bearer token's claims, or the STOMP SEND's. */
  claims: SessionClaims;
  amount: number;
  /** The bidder's secret maximum (docs/product/auctions.md#maximum-bids); at least `amount`. */
  maxAmount?: number | undefined;
}

/** What the transaction decided: the stored bids, and the answer to give once it has committed. */
interface Settled {
  stored: Bid[];
  outcome: BidOutcome;
  previousLeaderId: number | null;
}

/**
 * The one way a bid is placed (HTTP and STOMP; docs/product/auctions.md#bid-order). Bids of an auction are serialised
 * on its row (SELECT … FOR UPDATE): the check against `highest_amount`, the maxima's automatic answers
 * (`resolveBid`, docs/product/auctions.md#maximum-bids) and the write of the new highest are one step, so the stored
 * highest is always the true one and accepted bids strictly increase. `now` is read after the lock is held, so a bid
 * that waited past the end in force is refused; a bid in the last two minutes moves the end
 * (docs/product/auctions.md#late-bid-extension). Events are published after the commit, so listeners never announce
 * a bid that was rolled back.
 */
export async function placeBid(ctx: BidContext, request: BidRequest): Promise<Bid> {
  const settled = await ctx.db.transaction((tx) => settle(tx, ctx, request));
  await announce(ctx.events, request, settled);
  const { outcome, stored } = settled;
  if (!outcome.ok) throw refusal(outcome);
  // The answer is the bidder's own bid (the first entry); automatic answers follow on the channel.
  return stored[0]!;
}

async function settle(tx: Db, ctx: BidContext, request: BidRequest): Promise<Settled> {
  const { auctionId, claims, amount } = request;
  const { auction, now, lead } = await lockForBid(tx, ctx, auctionId, claims);
  const { highestAmount: highest, highestBidderId: leaderId } = auction;
  const outcome = resolveBid(
    {
      minBidAmount: auction.minBidAmount,
      highest,
      leader: lead,
      reservePrice: auction.reservePrice,
    },
    {
      userId: claims.userId,
      amount,
      max: Math.max(amount, request.maxAmount ?? amount),
      placedAt: now.getTime(),
    },
  );
  const entries = outcome.ok ? outcome.entries : outcome.reason === 'matchedByEarlierMaximum' ? outcome.entries : [];
  if (entries.length === 0) return { stored: [], outcome, previousLeaderId: leaderId };

  if (outcome.ok && request.maxAmount !== undefined && request.maxAmount > amount) {
    await storeMaximum(tx, { auctionId, userId: claims.userId, maxAmount: request.maxAmount, now });
  }

  const names = new Map<number, string>([[claims.userId, auction.bidderName]]);
  if (lead) names.set(lead.userId, lead.name);
  const stored = await storeEntries(tx, {
    auctionId,
    entries,
    now,
    endAt: auction.endAt,
    names,
    timeZone: ctx.timeZone,
  });
  return { outcome, previousLeaderId: leaderId, stored };
}

/** The refusal as the API answers it: the text is common's, the same the page shows; the status and field are HTTP's. */
function refusal(outcome: Exclude<BidOutcome, { ok: true }>): AppError {
  const message = bidRefusalText(outcome);
  switch (outcome.reason) {
    case 'alreadyLeading':
      // Decided under the row lock, so two bids of one bidder fired at once cannot both pass as "not leading".
      return new AppError('CONFLICT', message);
    case 'belowMinimum':
      return new AppError('BAD_REQUEST', message, 'bidAmount');
    default:
      // Not above the highest, below the step, or only meeting an earlier maximum: the request was fine, the auction
      // had moved on (a lost race answers 409, docs/product/errors-and-messages.md#status-codes).
      return new AppError('CONFLICT', message, 'bidAmount');
  }
}

/**
 * After the commit: every stored bid on `/auction/{id}/bids` in order, the new state, and an outbid alert to whoever
 * lost the lead (the previous leader, and a bidder whose bid a maximum answered at once).
 */
async function announce(events: EventBus, request: BidRequest, { stored, previousLeaderId }: Settled) {
  if (stored.length === 0) return;
  const { auctionId } = request;
  for (const bid of stored) await events.publish('bidPlaced', { auctionId, bid });
  await events.publish('auctionStateChanged', { auctionId });
  const lead = stored.at(-1)!;
  const losers = new Set<number>();
  if (previousLeaderId !== null && previousLeaderId !== lead.user.id) losers.add(previousLeaderId);
  if (stored.some((bid) => bid.user.id === request.claims.userId) && request.claims.userId !== lead.user.id) {
    losers.add(request.claims.userId);
  }
  for (const userId of losers) {
    const alert: DomainEvents['auctionOutbid'] = { auctionId, userId, highestBid: lead.amount };
    await events.publish('auctionOutbid', alert);
  }
}
