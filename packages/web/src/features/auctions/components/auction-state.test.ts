import { auctionMessages, valuesIn, type AuctionState, type Bid, type Text } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { message } from '../../../lib/i18n/catalogue';
import {
  applyState,
  checkBid,
  checkMaxAmount,
  countdownParts,
  highestOf,
  highestView,
  leastAcceptedBid,
  mergeBid,
  participantsOf,
} from './auction-state';

const bid = (id: number, amount: number, second: number, name = `User ${id}`, userId = id): Bid => ({
  id,
  amount,
  dateTime: `2026-11-22T10:00:${String(second).padStart(2, '0')}`,
  user: { id: userId, name },
  auto: false,
});

/** The countdown as the English page writes its parts: "1h 05m 09s". */
const formatCountdown = (remainingMs: number) => {
  const { hours, minutes, seconds } = countdownParts(remainingMs);
  return `${hours}h ${minutes}m ${seconds}s`;
};

describe('countdownParts', () => {
  it('gives hours, minutes and seconds, hours not wrapped into days', () => {
    expect(formatCountdown(0)).toBe('0h 00m 00s');
    expect(formatCountdown(9_000)).toBe('0h 00m 09s');
    expect(formatCountdown(3_909_000)).toBe('1h 05m 09s');
    expect(formatCountdown(50 * 3_600_000)).toBe('50h 00m 00s');
  });

  it('rounds part seconds up and never goes negative', () => {
    expect(formatCountdown(1)).toBe('0h 00m 01s');
    expect(formatCountdown(59_001)).toBe('0h 01m 00s');
    expect(formatCountdown(-5_000)).toBe('0h 00m 00s');
  });
});

/** A form's message in English, as the English page shows it. */
const english = (field: Text | string | null) =>
  field === null || typeof field === 'string'
    ? field
    : message('en', field.namespace, field.key, valuesIn(field.values, 'en'));

describe('mergeBid', () => {
  const auction = { bids: [bid(2, 120, 5), bid(1, 100, 1)], highestBid: bid(2, 120, 5) };

  it('puts a new bid first and makes it the highest', () => {
    const merged = mergeBid(auction, bid(3, 150, 9));
    expect(merged.bids.map((b) => b.id)).toEqual([3, 2, 1]);
    expect(merged.highestBid?.id).toBe(3);
  });

  it('ignores a bid it already holds (a repeat after a reconnect)', () => {
    expect(mergeBid(auction, bid(2, 120, 5))).toBe(auction);
  });

  it('keeps the history newest first when bids arrive out of order', () => {
    const merged = mergeBid(auction, bid(0, 90, 0));
    expect(merged.bids.map((b) => b.id)).toEqual([2, 1, 0]);
    expect(merged.highestBid?.id).toBe(2);
  });

  it('sets the first highest bid', () => {
    const empty: { bids: Bid[]; highestBid: Bid | null } = { bids: [], highestBid: null };
    expect(mergeBid(empty, bid(1, 10, 0)).highestBid?.id).toBe(1);
  });

  it('highestOf prefers the earlier of two equal amounts', () => {
    expect(highestOf([bid(5, 10, 2), bid(4, 10, 1)])?.id).toBe(4);
    expect(highestOf([])).toBeNull();
  });
});

describe('participantsOf', () => {
  it('lists every bidder and announced viewer once', () => {
    const bids = [bid(3, 150, 9, 'Ann', 1), bid(2, 120, 5, 'Bob', 2), bid(1, 100, 1, 'Ann', 1)];
    expect(participantsOf(bids, ['Cid', 'Bob'])).toEqual(['Ann', 'Bob', 'Cid']);
    expect(participantsOf([], [])).toEqual([]);
  });
});

describe('checkBid', () => {
  it('applies the bid rules in order: minimum first, then above the highest bid, then one step of the ladder', () => {
    const open = { minBidAmount: 100, highestBid: null };
    expect(english(checkBid('', open))).toBe(auctionMessages.bidAmount);
    expect(english(checkBid(99.99, open))).toBe(auctionMessages.bidBelowMinimum);
    expect(english(checkBid(100, open))).toBeNull();
    // 150 € is below 500 €: the step is 10 €, the least accepted bid 160 €.
    const bidden = { minBidAmount: 100, highestBid: bid(1, 150, 0) };
    expect(english(checkBid(150, bidden))).toBe(auctionMessages.bidNotAboveHighest);
    expect(english(checkBid(120, bidden))).toBe(auctionMessages.bidNotAboveHighest);
    expect(english(checkBid(150.01, bidden))).toBe('Bid at least 160 €');
    expect(english(checkBid(159.99, bidden))).toBe('Bid at least 160 €');
    expect(english(checkBid(160, bidden))).toBeNull();
  });

  it('asks for the step of the ladder the highest bid stands on', () => {
    const at = (highest: number) => ({ minBidAmount: 1, highestBid: { amount: highest } });
    expect(leastAcceptedBid({ minBidAmount: 100, highestBid: null })).toBe(100);
    expect(leastAcceptedBid(at(99.5))).toBe(104.5);
    expect(leastAcceptedBid(at(100))).toBe(110);
    expect(leastAcceptedBid(at(500))).toBe(525);
    expect(leastAcceptedBid(at(1_000))).toBe(1_050);
    expect(leastAcceptedBid(at(5_000))).toBe(5_100);
    expect(english(checkBid(110, at(102.5)))).toBe('Bid at least 112.50 €');
    expect(english(checkBid(112.5, at(102.5)))).toBeNull();
  });
});

describe('checkMaxAmount', () => {
  it('is optional, a positive amount in cents, and not below the bid', () => {
    expect(checkMaxAmount('', 160)).toBeNull();
    expect(checkMaxAmount(160, 160)).toBeNull();
    expect(checkMaxAmount(300, 160)).toBeNull();
    expect(checkMaxAmount(159.99, 160)).toBe(auctionMessages.maxBelowBid);
    expect(checkMaxAmount('abc', 160)).toBe(auctionMessages.maxAmount);
    expect(checkMaxAmount(200.001, 160)).toBe(auctionMessages.maxAmount);
  });
});

describe('applyState', () => {
  const auction = {
    bids: [bid(2, 150, 5, 'Bob', 3)],
    highestBid: bid(2, 150, 5, 'Bob', 3),
    closesAt: 10_000,
    endDateTime: '2026-11-22T10:05:00',
    remainingMs: 5_000,
    reserveMet: false as boolean | null,
  };
  const state = (overrides: Partial<AuctionState> = {}): AuctionState => ({
    auctionId: 5,
    endDateTime: '2026-11-22T10:07:00',
    remainingMs: 120_000,
    highestBid: 160,
    highestBidder: { id: 4, name: 'Ann' },
    reserveMet: true,
    ...overrides,
  });

  it('moves the end and the countdown to the state, from the moment it arrived', () => {
    const next = applyState(auction, state(), 50_000);
    expect(next).toMatchObject({ endDateTime: '2026-11-22T10:07:00', remainingMs: 120_000, closesAt: 170_000 });
    expect(next.reserveMet).toBe(true);
  });

  it('shows the announced highest bid until its bid message arrives, and the fetched one once it is as high', () => {
    const next = applyState(auction, state(), 0);
    expect(highestView(next)).toEqual({ amount: 160, bidder: { id: 4, name: 'Ann' } });
    const caughtUp = mergeBid(next, bid(3, 160, 9, 'Ann', 4));
    expect(highestView(caughtUp)).toEqual({ amount: 160, bidder: { id: 4, name: 'Ann' } });
    expect(
      highestView(applyState(auction, state({ highestBid: 150, highestBidder: { id: 3, name: 'Bob' } }), 0)),
    ).toEqual({ amount: 150, bidder: { id: 3, name: 'Bob' } });
    expect(highestView({ highestBid: null })).toBeNull();
    expect(
      highestView(applyState({ ...auction, highestBid: null }, state({ highestBid: null, highestBidder: null }), 0)),
    ).toBeNull();
  });
});
