import { auctionMessages, type Bid } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { checkBid, formatCountdown, highestOf, mergeBid, participantsOf } from './auction-state';

const bid = (id: number, amount: number, second: number, name = `User ${id}`, userId = id): Bid => ({
  id,
  amount,
  dateTime: `2026-11-22T10:00:${String(second).padStart(2, '0')}`,
  user: { id: userId, name },
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, hours not wrapped into days', () => {
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
  it('applies the bid rules in order: minimum first, then above the highest bid', () => {
    const open = { minBidAmount: 100, highestBid: null };
    expect(checkBid('', open)).toBe(auctionMessages.bidAmount);
    expect(checkBid(99.99, open)).toBe(auctionMessages.bidBelowMinimum);
    expect(checkBid(100, open)).toBeNull();
    const bidden = { minBidAmount: 100, highestBid: bid(1, 150, 0) };
    expect(checkBid(150, bidden)).toBe(auctionMessages.bidNotAboveHighest);
    expect(checkBid(120, bidden)).toBe(auctionMessages.bidNotAboveHighest);
    expect(checkBid(150.01, bidden)).toBeNull();
  });
});
