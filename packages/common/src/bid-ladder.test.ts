import { describe, expect, it } from 'vitest';
import { autoBidAgainst, bidIncrement, nextMinimumBid, resolveMaxima } from './bid-ladder';

describe('bidIncrement', () => {
  it('steps by the highest bid, each boundary belonging to the rung above it', () => {
    expect([0, 99.99, 100, 499.99, 500, 999.99, 1_000, 4_999.99, 5_000, 250_000].map(bidIncrement)).toEqual([
      5, 5, 10, 10, 25, 25, 50, 50, 100, 100,
    ]);
  });
});

describe('nextMinimumBid', () => {
  it('adds one step, in cents without floating-point residue', () => {
    expect(nextMinimumBid(95)).toBe(100);
    expect(nextMinimumBid(99.99)).toBe(104.99);
    expect(nextMinimumBid(100.1)).toBe(110.1);
    expect(nextMinimumBid(0.1 + 0.2)).toBe(5.3);
    expect(nextMinimumBid(4_999.99)).toBe(5_049.99);
    expect(nextMinimumBid(5_000)).toBe(5_100);
  });
});

describe('resolveMaxima', () => {
  const early = (max: number) => ({ max, placedAt: 1 });
  const late = (max: number) => ({ max, placedAt: 2 });

  it('lets the higher maximum lead at the lower one plus a step', () => {
    const a = early(300);
    const b = late(1_000);
    expect(resolveMaxima(a, b)).toEqual({ leader: b, amount: 310 });
    expect(resolveMaxima(b, a)).toEqual({ leader: b, amount: 310 });
  });

  it('never bids above the higher maximum when the two are less than a step apart', () => {
    const a = early(480);
    const b = late(485);
    expect(resolveMaxima(a, b)).toEqual({ leader: b, amount: 485 });
  });

  it('gives two equal maxima to the earlier, at that maximum', () => {
    const a = early(700);
    const b = late(700);
    expect(resolveMaxima(b, a)).toEqual({ leader: a, amount: 700 });
  });
});

describe('autoBidAgainst', () => {
  it('bids the least that leads, or nothing when the maximum is below it', () => {
    expect(autoBidAgainst(120, 500)).toBe(130);
    expect(autoBidAgainst(120, 130)).toBe(130);
    expect(autoBidAgainst(120, 129.99)).toBeNull();
  });
});
