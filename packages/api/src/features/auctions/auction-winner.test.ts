import { describe, expect, it } from 'vitest';
import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';
import { auctionClosing } from './auction-winner';

const closedAt = new Date('2031-01-10T12:00:00Z');
const deadline = new Date(closedAt.getTime() + AUCTION_CLAIM_WINDOW_MS);
const nobody = { winnerUserId: null, winningAmount: null, claimDeadlineAt: null };

describe('auctionClosing, the winner rule of the close', () => {
  it.each([
    ['no bid', { highestBidderId: null, highestAmount: null, reservePrice: null }, nobody],
    ['no bid, with a reserve', { highestBidderId: null, highestAmount: null, reservePrice: 500 }, nobody],
    [
      'a highest bid and no reserve',
      { highestBidderId: 7, highestAmount: 120, reservePrice: null },
      { winnerUserId: 7, winningAmount: 120, claimDeadlineAt: deadline },
    ],
    [
      'a highest bid exactly at the reserve',
      { highestBidderId: 7, highestAmount: 500, reservePrice: 500 },
      { winnerUserId: 7, winningAmount: 500, claimDeadlineAt: deadline },
    ],
    [
      'a highest bid above the reserve',
      { highestBidderId: 7, highestAmount: 500.01, reservePrice: 500 },
      { winnerUserId: 7, winningAmount: 500.01, claimDeadlineAt: deadline },
    ],
    [
      'a highest bid a cent below the reserve',
      { highestBidderId: 7, highestAmount: 499.99, reservePrice: 500 },
      nobody,
    ],
  ])('%s', (_, auction, expected) => {
    expect(auctionClosing(auction, closedAt)).toEqual(expected);
  });

  it('gives the winner 48 hours from the close to claim', () => {
    const won = auctionClosing({ highestBidderId: 1, highestAmount: 100, reservePrice: null }, closedAt);
    expect(won.claimDeadlineAt!.getTime() - closedAt.getTime()).toBe(48 * 3_600_000);
  });
});
