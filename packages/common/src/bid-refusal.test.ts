import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionMessages } from './auctions';
import { nextMinimumBid } from './bid-ladder';
import { bidRefusalText, refuseBidAmount } from './bid-refusal';
import { englishOf, loadCatalogue } from './i18n/translator';

const ANN = 1;
const BEN = 2;

describe('refuseBidAmount', () => {
  // The auction (minimum, highest, its holder), the bid (amount, bidder), the refusal's text or null.
  const rows: [string, number, number | null, number | null, number, number | undefined, string | null][] = [
    ['a first bid at the minimum', 100, null, null, 100, BEN, null],
    ['a first bid a cent below the minimum', 100, null, null, 99.99, BEN, auctionMessages.bidBelowMinimum],
    ['below the minimum and the highest: the minimum', 100, 150, ANN, 50, BEN, auctionMessages.bidBelowMinimum],
    ['equal to the highest', 100, 150, ANN, 150, BEN, auctionMessages.bidNotAboveHighest],
    ['below the highest', 100, 150, ANN, 120, BEN, auctionMessages.bidNotAboveHighest],
    ['the leader, not above: "not above" first', 100, 150, BEN, 150, BEN, auctionMessages.bidNotAboveHighest],
    ['the leader, a full step above', 100, 150, BEN, 200, BEN, auctionMessages.alreadyLeading],
    ['the leader, under a step: "already leading" first', 100, 150, BEN, 155, BEN, auctionMessages.alreadyLeading],
    ['the leader on the page (bidder not given)', 100, 150, BEN, 200, undefined, null],
    ['a cent above the highest', 100, 150, ANN, 150.01, BEN, 'Bid at least 160 €'],
    ['a cent under the step', 100, 150, ANN, 159.99, BEN, 'Bid at least 160 €'],
    ['under a step that ends in cents', 100, 102.5, ANN, 110, BEN, 'Bid at least 112.50 €'],
    ['under the 5 € step below 100 €', 1, 10, ANN, 14, BEN, 'Bid at least 15 €'],
    ['exactly one step above', 100, 150, ANN, 160, BEN, null],
    ['a bid the page sends without a bidder', 100, 150, ANN, 155, undefined, 'Bid at least 160 €'],
  ];

  it.each(rows)('%s', (_, minBidAmount, highest, leaderId, amount, userId, message) => {
    const refusal = refuseBidAmount({ minBidAmount, highest, leaderId }, { amount, userId });
    expect(refusal && englishOf(bidRefusalText(refusal))).toBe(message);
  });

  it('refuses exactly the amounts below the least accepted bid, in euros and cents', () => {
    const euros = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(euros(10_000), fc.option(euros(10_000)), euros(20_000), (minBidAmount, highest, amount) => {
        const refusal = refuseBidAmount({ minBidAmount, highest }, { amount });
        const least = highest === null ? minBidAmount : Math.max(minBidAmount, nextMinimumBid(highest));
        expect(refusal === null).toBe(Math.round(amount * 100) >= Math.round(least * 100));
      }),
    );
  });

  it('says an amount that only meets an earlier maximum is taken', () => {
    expect(englishOf(bidRefusalText({ reason: 'matchedByEarlierMaximum' }))).toBe(auctionMessages.outbidByMaximum);
  });

  it("writes the least bid as the reader's language writes money", async () => {
    const catalogue = await loadCatalogue();
    const atLeast = (amount: number) => bidRefusalText({ reason: 'belowStep', atLeast: amount });
    expect(catalogue.write('de', atLeast(112.5))).toBe('Bieten Sie mindestens 112,50\u00a0€');
    expect(catalogue.write('de', atLeast(1100))).toBe('Bieten Sie mindestens 1.100\u00a0€');
    expect(catalogue.write('fr', atLeast(1100))).toBe('Proposez au moins 1\u202f100\u00a0€');
    expect(catalogue.write('en', atLeast(1100))).toBe('Bid at least 1100 €');
    // Compiling the whole catalogue takes a while on a busy machine.
  }, 30_000);
});
