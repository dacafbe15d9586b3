import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auctionMessages, type Bid } from '@wayfare/common';
import { auctions, bids } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createCar, createUser, type TestUser } from '../../test/factories';
import { postBid } from '../../test/auction-kit';

/**
 * Simultaneous bids on one auction are serialised on its row (docs/product/auctions.md#bid-order), so every accepted
 * bid is strictly higher than all accepted before it and the stored highest is the true maximum. On PGlite the
 * requests serialise (one connection), so this proves the rule only; with TEST_DATABASE_URL they truly race.
 */
let t: TestApp;
let customers: TestUser[];

const CUSTOMERS = 20;
const PARALLEL = 200;
// PGlite has one connection, so its rounds prove the rule but race nothing: a few are enough there.
const ROUNDS = inject('testDatabase').driver === 'pg' ? 10 : 3;
const MIN_BID = 100;

beforeAll(async () => {
  t = await createTestApp();
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await createUser(t.app));
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failing round can be replayed. */
function randomFrom(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Amounts in cents from a little under the minimum to ten times it, two decimals. */
const amountsFor = (seed: number) => {
  const random = randomFrom(seed);
  return Array.from({ length: PARALLEL }, () => Math.round((MIN_BID - 5 + random() * MIN_BID * 9) * 100) / 100);
};

async function fire(auctionId: number, amounts: number[]) {
  const responses = await Promise.all(
    amounts.map((amount, i) => postBid(t.app, customers[i % CUSTOMERS], auctionId, amount)),
  );
  return responses.map((response, i) => ({
    amount: amounts[i] as number,
    status: response.statusCode,
    body: response.json(),
  }));
}

async function storedState(auctionId: number) {
  const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, auctionId));
  const accepted = await t.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id));
  if (!auction) throw new Error('auction vanished');
  return { auction, accepted };
}

function expectStrictlyIncreasing(accepted: { amount: number }[]) {
  let highest = 0;
  for (const bid of accepted) {
    expect(bid.amount).toBeGreaterThan(highest);
    highest = bid.amount;
  }
}

/** The refusals a bid in time can meet, with their status: invalid input (400) or outbid (409). */
const refusals = new Map<string, number>([
  [auctionMessages.bidBelowMinimum, 400],
  [auctionMessages.bidNotAboveHighest, 409],
]);
const errorOf = (body: unknown) => (body as { errors?: { error: string }[] }).errors?.[0]?.error ?? '';

describe('POST /api/auctions/{id}/bids under contention', () => {
  it(
    `keeps accepted bids strictly increasing with ${PARALLEL} parallel bids from ${CUSTOMERS} customers, ${ROUNDS} times`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const auction = await createAuction(t.app, { minBidAmount: MIN_BID });
        const results = await fire(auction.id, amountsFor(round + 1));
        const { auction: stored, accepted } = await storedState(auction.id);

        const answered = results.filter((r) => r.status === 201).map((r) => (r.body as Bid).id);
        expect(accepted.map((b) => b.id).sort((a, b) => a - b)).toEqual(answered.sort((a, b) => a - b));
        expect(accepted.length).toBeGreaterThan(0);
        expectStrictlyIncreasing(accepted);
        const top = accepted.at(-1);
        expect(stored.highestAmount).toBe(Math.max(...results.filter((r) => r.status === 201).map((r) => r.amount)));
        expect(stored.highestAmount).toBe(top?.amount);
        expect(stored.highestBidId).toBe(top?.id);
        expect(stored.highestBidderId).toBe(top?.userId);
        for (const refused of results.filter((r) => r.status !== 201)) {
          expect(refused.body).toMatchObject({ errors: [{ field: 'bidAmount' }] });
          expect(refused.status).toBe(refusals.get(errorOf(refused.body)));
        }
        // Nothing below the minimum got in, and everything at or above the final highest that was refused was a tie.
        expect(accepted.every((b) => b.amount >= MIN_BID)).toBe(true);
      }
    },
  );

  it(
    'accepts no bid placed after the end when the end passes mid-flight; the late ones get 409',
    { timeout: 90_000 },
    async () => {
      // How long a burst takes here, so the end can fall in its middle.
      const probe = await createAuction(t.app, { minBidAmount: MIN_BID });
      const started = Date.now();
      await fire(probe.id, amountsFor(99));
      let endInMs = Math.max(5, Math.round((Date.now() - started) / 2));

      // A loaded machine can stretch the time between setting the end and the first bid past the end, or finish the
      // whole burst before it: the end moves (earlier, later) until one burst shows both sides of the cut. Every burst
      // must keep the rules, whichever side it lands on.
      let sawBothSides = false;
      for (let attempt = 0; attempt < 6 && !sawBothSides; attempt++) {
        const car = await createCar(t.app, { isExclusive: true });
        const endAt = new Date(Date.now() + endInMs);
        const auction = await createAuction(t.app, { carId: car.id, minBidAmount: MIN_BID, endAt });
        // Increasing amounts: every bid in time is accepted, so the cut is visible in the answers.
        const amounts = Array.from({ length: PARALLEL }, (_, i) => MIN_BID + i);
        const results = await fire(auction.id, amounts);
        const { accepted, auction: stored } = await storedState(auction.id);

        for (const bid of accepted) expect(bid.placedAt.getTime()).toBeLessThan(endAt.getTime());
        expectStrictlyIncreasing(accepted);
        expect(stored.highestAmount).toBe(accepted.at(-1)?.amount ?? null);
        const late = results.filter((r) => errorOf(r.body) === auctionMessages.ended);
        for (const refused of late)
          expect(refused).toMatchObject({ status: 409, body: { errors: [{ error: auctionMessages.ended }] } });
        for (const other of results.filter((r) => r.status !== 201 && !late.includes(r))) {
          expect(other.status).toBe(refusals.get(errorOf(other.body)));
        }
        expect(results.filter((r) => r.status === 201)).toHaveLength(accepted.length);

        if (accepted.length === 0) endInMs *= 2;
        else if (late.length === 0) endInMs = Math.max(1, Math.round(endInMs / 2));
        else sawBothSides = true;
      }
      // Both sides of the cut were seen in one burst: some bids in time, some too late.
      expect(sawBothSides).toBe(true);
    },
  );
});
