import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, bidRefusalText, resolveBid, type SessionClaims } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createUser } from '../../test/factories';
import { placeBid } from './place-bid';

/**
 * Every refusal of a bid's amount (docs/product/auctions.md#bid-rules), one row each, as the server answers it: the
 * status, the text and the field at fault. The rows also pin the order of the checks: a row that breaks two rules
 * says which one is told. The same rows go through common's rule alone (`resolveBid`, whose amount checks the page
 * calls too), which must tell the same text.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  case: string;
  minBidAmount: number;
  /** Bids placed before, in order: by the bidder under test ('self') or another customer. */
  before: { by: 'self' | 'other'; amount: number; maxAmount?: number }[];
  amount: number;
  maxAmount?: number;
  /** null: the bid is accepted. */
  refused: { status: number; message: string; field?: string } | null;
}

const ROWS: Row[] = [
  { case: 'a first bid at the minimum', minBidAmount: 100, before: [], amount: 100, refused: null },
  {
    case: 'a first bid a cent below the minimum',
    minBidAmount: 100,
    before: [],
    amount: 99.99,
    refused: { status: 400, message: auctionMessages.bidBelowMinimum, field: 'bidAmount' },
  },
  {
    case: 'below the minimum and the highest: the minimum is told',
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 50,
    refused: { status: 400, message: auctionMessages.bidBelowMinimum, field: 'bidAmount' },
  },
  {
    case: "equal to another bidder's highest",
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 150,
    refused: { status: 409, message: auctionMessages.bidNotAboveHighest, field: 'bidAmount' },
  },
  {
    case: "below another bidder's highest, above the minimum",
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 120,
    refused: { status: 409, message: auctionMessages.bidNotAboveHighest, field: 'bidAmount' },
  },
  {
    case: 'the leader, not above their own highest: "not above" comes before "already leading"',
    minBidAmount: 100,
    before: [{ by: 'self', amount: 150 }],
    amount: 150,
    refused: { status: 409, message: auctionMessages.bidNotAboveHighest, field: 'bidAmount' },
  },
  {
    case: 'the leader, a full step above their own highest',
    minBidAmount: 100,
    before: [{ by: 'self', amount: 150 }],
    amount: 200,
    refused: { status: 409, message: auctionMessages.alreadyLeading },
  },
  {
    case: 'the leader, less than a step above: "already leading" comes before the step',
    minBidAmount: 100,
    before: [{ by: 'self', amount: 150 }],
    amount: 155,
    refused: { status: 409, message: auctionMessages.alreadyLeading },
  },
  {
    case: 'above the highest by less than a step (10 € from 100 €)',
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 159.99,
    refused: { status: 409, message: 'Bid at least 160 €', field: 'bidAmount' },
  },
  {
    case: 'a cent above the highest',
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 150.01,
    refused: { status: 409, message: 'Bid at least 160 €', field: 'bidAmount' },
  },
  {
    case: 'below a step that ends in cents',
    minBidAmount: 100,
    before: [{ by: 'other', amount: 102.5 }],
    amount: 110,
    refused: { status: 409, message: 'Bid at least 112.50 €', field: 'bidAmount' },
  },
  {
    case: 'below the step of 5 € under 100 €',
    minBidAmount: 1,
    before: [{ by: 'other', amount: 10 }],
    amount: 14,
    refused: { status: 409, message: 'Bid at least 15 €', field: 'bidAmount' },
  },
  {
    case: 'exactly one step above the highest',
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150 }],
    amount: 160,
    refused: null,
  },
  {
    case: "only equal to another bidder's earlier maximum",
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150, maxAmount: 300 }],
    amount: 300,
    refused: { status: 409, message: auctionMessages.outbidByMaximum, field: 'bidAmount' },
  },
  {
    case: "under another bidder's earlier maximum: accepted, and answered by it",
    minBidAmount: 100,
    before: [{ by: 'other', amount: 150, maxAmount: 300 }],
    amount: 200,
    refused: null,
  },
];

const customer = (userId: number): SessionClaims => ({ userId, roles: ['CUSTOMER'], exp: 0, iat: 0, jti: 'x' });

describe('the refusals of a bid, row by row', () => {
  it.each(ROWS)('the server: $case', async (row) => {
    const [self, other] = [await createUser(t.app), await createUser(t.app)];
    const auction = await createAuction(t.app, { minBidAmount: row.minBidAmount });
    const ctx = { db: t.db, events: t.app.events, timeZone: 'UTC' };
    for (const earlier of row.before) {
      await placeBid(ctx, {
        auctionId: auction.id,
        claims: customer((earlier.by === 'self' ? self : other).user.id),
        amount: earlier.amount,
        maxAmount: earlier.maxAmount,
      });
    }
    const bid = placeBid(ctx, {
      auctionId: auction.id,
      claims: customer(self.user.id),
      amount: row.amount,
      maxAmount: row.maxAmount,
    });
    if (row.refused === null) {
      await expect(bid).resolves.toMatchObject({ amount: row.amount });
      return;
    }
    const error = await bid.then(
      () => null,
      (refusal: unknown) => refusal,
    );
    expect(error).toMatchObject({ statusCode: row.refused.status, message: row.refused.message });
    expect((error as { field?: string }).field).toBe(row.refused.field);
  });

  it.each(ROWS)('common: $case', (row) => {
    const SELF = 1;
    const OTHER = 2;
    // Every row has at most one bid before: it is the highest, its bidder the leader, its maximum the leader's.
    const last = row.before.at(-1);
    const leader = last && {
      userId: last.by === 'self' ? SELF : OTHER,
      max: last.maxAmount ?? last.amount,
      placedAt: 0,
    };
    const outcome = resolveBid(
      { minBidAmount: row.minBidAmount, highest: last?.amount ?? null, leader: leader ?? null, reservePrice: null },
      { userId: SELF, amount: row.amount, max: row.maxAmount ?? row.amount, placedAt: 1 },
    );
    expect(outcome.ok ? null : englishOf(bidRefusalText(outcome))).toBe(row.refused?.message ?? null);
  });
});
