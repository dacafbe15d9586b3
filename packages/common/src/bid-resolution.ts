import { resolveMaxima } from './bid-ladder';
import { refuseBidAmount, type AmountRefusal } from './bid-refusal';

/**
 * What one new bid does to an auction once maximum (proxy) bids are in play (docs/product/auctions.md#maximum-bids):
 * which bids go into the history, in order, and who leads at what. Pure, so the server applies exactly what the tests
 * compute by hand; the server calls it under the auction's row lock.
 */

export interface Leader {
  userId: number;
  /** The leader's maximum: their stored maximum, or their highest bid when they set none. */
  max: number;
  /** When that maximum was set (the earlier of two equal maxima leads). */
  placedAt: number;
}

export interface NewBid {
  userId: number;
  amount: number;
  /** The bidder's maximum, at least `amount` (`amount` itself without one). */
  max: number;
  placedAt: number;
}

export interface BidSituation {
  minBidAmount: number;
  /** The highest accepted bid, null before the first. */
  highest: number | null;
  /** Who holds `highest` (null exactly when `highest` is). */
  leader: Leader | null;
  reservePrice: number | null;
}

/** A bid to store, in this order; `auto` when placed by the server for a maximum. */
export interface HistoryEntry {
  userId: number;
  amount: number;
  auto: boolean;
}

export type BidRefusal =
  | AmountRefusal
  /** A manual bid that exactly meets another bidder's earlier, equal maximum: that maximum leads at this amount. */
  | { reason: 'matchedByEarlierMaximum'; entries: HistoryEntry[] };

export type BidOutcome = { ok: true; entries: HistoryEntry[] } | ({ ok: false } & BidRefusal);

const round = (euros: number) => Math.round(euros * 100);

/**
 * The history entries a new bid produces against the current leader's maximum:
 * - the amount's checks come first (`refuseBidAmount`: the minimum, above the highest, not the leader, one step);
 * - otherwise, if the leader's maximum reaches the new bid, the two maxima compete (`resolveMaxima`): the loser's
 *   maximum is spent (shown as its automatic bid when that fits below the winner's amount), then the winner's
 *   automatic bid at the least that leads;
 * - a leader whose maximum reaches the reserve is raised to the reserve at once (as the large auction sites do), so
 *   an auction never ends "reserve not met" while someone was willing to pay it.
 * Amounts in the history strictly increase.
 */
export function resolveBid(situation: BidSituation, bid: NewBid): BidOutcome {
  const { highest, leader, minBidAmount, reservePrice } = situation;
  const refusal = refuseBidAmount({ minBidAmount, highest, leaderId: leader?.userId ?? null }, bid);
  if (refusal) return { ok: false, ...refusal };

  const manual: HistoryEntry = { userId: bid.userId, amount: bid.amount, auto: false };
  if (leader === null || round(leader.max) < round(bid.amount)) {
    return { ok: true, entries: raiseToReserve([manual], bid.max, reservePrice) };
  }

  const duel = resolveMaxima({ ...leader }, { ...bid, userId: bid.userId });
  const entries: HistoryEntry[] = [];
  if (duel.leader.userId === leader.userId) {
    // The previous leader's maximum holds: the new bid, the new bidder's spent maximum, then the answer.
    if (round(bid.amount) < round(duel.amount)) entries.push(manual);
    if (round(bid.max) > round(bid.amount) && round(bid.max) < round(duel.amount)) {
      entries.push({ userId: bid.userId, amount: bid.max, auto: true });
    }
    entries.push({ userId: leader.userId, amount: duel.amount, auto: true });
    const settled = raiseToReserve(entries, leader.max, reservePrice);
    if (round(bid.amount) >= round(duel.amount)) {
      return { ok: false, reason: 'matchedByEarlierMaximum', entries: settled };
    }
    return { ok: true, entries: settled };
  }
  // The new maximum is higher: the old leader's maximum is spent, then the new bidder leads above it.
  entries.push(manual);
  if (round(leader.max) > round(bid.amount)) entries.push({ userId: leader.userId, amount: leader.max, auto: true });
  if (round(duel.amount) > round(entries.at(-1)!.amount)) {
    entries.push({ userId: bid.userId, amount: duel.amount, auto: true });
  }
  return { ok: true, entries: raiseToReserve(entries, bid.max, reservePrice) };
}

export type RaiseOutcome =
  | { ok: true; entries: HistoryEntry[] }
  | { ok: false; reason: 'notLeader' }
  | { ok: false; reason: 'notRaised'; current: number };

/**
 * The leader raises their own maximum (docs/product/auctions.md#raising-a-maximum): nothing is bid — the price stays
 * where the others put it — unless the new maximum reaches the reserve, which raises the leader to it at once. A
 * maximum only goes up.
 */
export function raiseMaximum(situation: BidSituation, userId: number, max: number): RaiseOutcome {
  const { leader, highest, reservePrice } = situation;
  if (leader === null || highest === null || leader.userId !== userId) return { ok: false, reason: 'notLeader' };
  if (round(max) <= round(leader.max)) return { ok: false, reason: 'notRaised', current: leader.max };
  const current: HistoryEntry = { userId, amount: highest, auto: false };
  return { ok: true, entries: raiseToReserve([current], max, reservePrice).slice(1) };
}

/** The leader (the last entry's bidder) is raised to the reserve when their maximum reaches it. */
function raiseToReserve(entries: HistoryEntry[], leaderMax: number, reserve: number | null): HistoryEntry[] {
  const last = entries.at(-1)!;
  if (reserve === null || round(last.amount) >= round(reserve) || round(leaderMax) < round(reserve)) return entries;
  if (last.auto) return [...entries.slice(0, -1), { ...last, amount: reserve }];
  return [...entries, { userId: last.userId, amount: reserve, auto: true }];
}

/** The lead after the entries: the last one. */
export const leadAfter = (entries: readonly HistoryEntry[]): HistoryEntry => entries.at(-1)!;
