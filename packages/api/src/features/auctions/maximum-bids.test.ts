import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, auctionsTexts, bidAmountValue, text, type Bid } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { auctionMaxima, auctions, bids } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createUser, type TestUser } from '../../test/factories';
import { errorOf } from '../../test/auction-kit';

/** The English of a refusal with an amount, as the API answers an English client. */
const withAmount = (key: 'errors.bidAtLeast' | 'errors.maxNotRaised', amount: number) =>
  englishOf(text(auctionsTexts, key, { amount: bidAmountValue(amount) }));
const bidAtLeast = (amount: number) => withAmount('errors.bidAtLeast', amount);

/**
 * Maximum (proxy) bids through `POST /api/auctions/{id}/bids` (docs/product/auctions.md#maximum-bids): the ladder's
 * least bid, the automatic answers, ties, the reserve, and who hears they were outbid. Every expected amount is
 * worked out by hand in the comment above it.
 */
let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const outbid: DomainEvents['auctionOutbid'][] = [];
const placed: DomainEvents['bidPlaced'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Proxy' });
  bob = await createUser(t.app, { name: 'Bob Manual' });
  t.app.events.subscribe('auctionOutbid', (event) => void outbid.push(event));
  t.app.events.subscribe('bidPlaced', (event) => void placed.push(event));
});
afterAll(() => t.close());

const bid = (user: TestUser, auctionId: number, bidAmount: number, maxAmount?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: user.headers,
    payload: maxAmount === undefined ? { bidAmount } : { bidAmount, maxAmount },
  });

/** The stored history, oldest first, as [who, amount, auto]. */
async function history(auctionId: number) {
  const rows = await t.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id));
  const name = (userId: number) => (userId === ann.user.id ? 'ann' : userId === bob.user.id ? 'bob' : String(userId));
  return rows.map((row) => [name(row.userId), row.amount, row.auto]);
}

const auctionRow = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

describe('the least accepted bid', () => {
  it.each([
    // [highest, refused amount, least accepted]: highest + the step of the highest's rung.
    [95, 99.99, 100],
    [100, 109.99, 110],
    [499.99, 509.98, 509.99],
    [500, 524.99, 525],
    [1_000, 1_049.99, 1_050],
    [5_000, 5_099.99, 5_100],
  ])('after %s: %s is refused with "Bid at least %s €", the least is accepted', async (highest, refused, least) => {
    const auction = await createAuction(t.app, { minBidAmount: highest });
    expect((await bid(ann, auction.id, highest)).statusCode).toBe(201);
    const response = await bid(bob, auction.id, refused);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ error: bidAtLeast(least), field: 'bidAmount' });
    expect((await bid(bob, auction.id, least)).statusCode).toBe(201);
  });

  it('keeps "cannot be less than the highest bid" for amounts not above the highest', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100);
    expect(errorOf(await bid(bob, auction.id, 100))).toEqual({
      error: auctionMessages.bidNotAboveHighest,
      field: 'bidAmount',
    });
  });

  it('refuses a maximum below the bid (400) and stores nothing', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const response = await bid(ann, auction.id, 200, 150);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ error: auctionMessages.maxBelowBid, field: 'maxAmount' });
    expect(await history(auction.id)).toEqual([]);
  });
});

describe('a maximum bids by itself', () => {
  it('answers a manual bid with the least that leads, and tells the manual bidder they were outbid', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    // Ann opens at 100 with a secret 300; Bob's 150 is answered at 150 + 10 = 160.
    expect((await bid(ann, auction.id, 100, 300)).statusCode).toBe(201);
    const response = await bid(bob, auction.id, 150);
    expect(response.statusCode).toBe(201);
    expect(response.json<Bid>()).toMatchObject({ amount: 150, auto: false, user: { id: bob.user.id } });
    expect(await history(auction.id)).toEqual([
      ['ann', 100, false],
      ['bob', 150, false],
      ['ann', 160, true],
    ]);
    expect(await auctionRow(auction.id)).toMatchObject({ highestAmount: 160, highestBidderId: ann.user.id });
    expect(outbid.filter((e) => e.auctionId === auction.id)).toEqual([
      { auctionId: auction.id, userId: bob.user.id, highestBid: 160 },
    ]);
    // Each stored bid went out on the channel, in order, the automatic one marked.
    expect(placed.filter((e) => e.auctionId === auction.id).map((e) => [e.bid.amount, e.bid.auto])).toEqual([
      [100, false],
      [150, false],
      [160, true],
    ]);
  });

  it('is capped at the maximum when a whole step does not fit', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    // Ann's 155 beats Bob's 150 but 150 + 10 does not fit: she leads at 155 exactly.
    await bid(ann, auction.id, 100, 155);
    await bid(bob, auction.id, 150);
    expect((await history(auction.id)).at(-1)).toEqual(['ann', 155, true]);
    // Now Bob needs 155 + 10 = 165; at 165 he leads, Ann's maximum being spent.
    expect(errorOf(await bid(bob, auction.id, 160))).toEqual({
      error: bidAtLeast(165),
      field: 'bidAmount',
    });
    expect((await bid(bob, auction.id, 165)).statusCode).toBe(201);
    expect(await auctionRow(auction.id)).toMatchObject({ highestAmount: 165, highestBidderId: bob.user.id });
    expect(outbid.filter((e) => e.auctionId === auction.id).at(-1)).toEqual({
      auctionId: auction.id,
      userId: ann.user.id,
      highestBid: 165,
    });
  });

  it('lets the higher of two maxima lead at the lower plus one step', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    // Ann 300 (first) against Bob's 1,000 from a bid of 150: Ann's 300 is spent, Bob leads at 310.
    await bid(ann, auction.id, 100, 300);
    expect((await bid(bob, auction.id, 150, 1_000)).statusCode).toBe(201);
    expect(await history(auction.id)).toEqual([
      ['ann', 100, false],
      ['bob', 150, false],
      ['ann', 300, true],
      ['bob', 310, true],
    ]);
    expect(outbid.filter((e) => e.auctionId === auction.id)).toEqual([
      { auctionId: auction.id, userId: ann.user.id, highestBid: 310 },
    ]);
  });

  it('gives equal maxima to the earlier one', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 400);
    await bid(bob, auction.id, 150, 400);
    expect(await history(auction.id)).toEqual([
      ['ann', 100, false],
      ['bob', 150, false],
      ['ann', 400, true],
    ]);
  });

  it('refuses a manual bid that only equals an earlier maximum (409), which then leads at that amount', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 400);
    const response = await bid(bob, auction.id, 400);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ error: auctionMessages.outbidByMaximum, field: 'bidAmount' });
    expect(await history(auction.id)).toEqual([
      ['ann', 100, false],
      ['ann', 400, true],
    ]);
  });

  it('only ever raises a maximum, and never shows it to anyone in an answer or a message', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 777);
    // Ann raises her own bid with a lower maximum: her 777 stays.
    await bid(ann, auction.id, 110, 200);
    const [maximum] = await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, auction.id));
    expect(maximum).toMatchObject({ userId: ann.user.id, maxAmount: 777 });
    const answer = await bid(bob, auction.id, 120);
    const messages = placed.filter((e) => e.auctionId === auction.id);
    expect(JSON.stringify([answer.json(), messages])).not.toContain('777');
  });

  it('raises a leader whose maximum reaches the reserve to the reserve at once', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 50, reservePrice: 800 });
    // Ann's 60 with a maximum of 1,000 ≥ 800: she leads at the reserve, 800.
    await bid(ann, auction.id, 60, 1_000);
    expect(await history(auction.id)).toEqual([
      ['ann', 60, false],
      ['ann', 800, true],
    ]);
    // Bob's 700 is not above 800.
    expect((await bid(bob, auction.id, 700)).statusCode).toBe(409);
  });
});

describe('PUT /api/auctions/{id}/maximum: the leader raises their maximum', () => {
  const raise = (user: TestUser, auctionId: number, maxAmount: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/maximum`,
      headers: user.headers,
      payload: { maxAmount },
    });

  it('raises it without a bid: the price stays, and the new maximum answers the next bid', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 150);
    const response = await raise(ann, auction.id, 400);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ myMaxAmount: 400, highestBid: 100 });
    expect(await history(auction.id)).toEqual([['ann', 100, false]]);
    // Bob's 200 would have beaten the old 150; the raised 400 answers it at 200 + 10.
    await bid(bob, auction.id, 200);
    expect((await history(auction.id)).at(-1)).toEqual(['ann', 210, true]);
  });

  it('is refused to anyone but the leader, and for a maximum that is not higher (409)', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 300);
    const notLeader = await raise(bob, auction.id, 900);
    expect(notLeader.statusCode).toBe(409);
    expect(errorOf(notLeader)).toEqual({ error: auctionMessages.onlyLeaderRaises, field: 'maxAmount' });
    const notHigher = await raise(ann, auction.id, 300);
    expect(notHigher.statusCode).toBe(409);
    expect(errorOf(notHigher)).toEqual({ error: withAmount('errors.maxNotRaised', 300), field: 'maxAmount' });
    const [maximum] = await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, auction.id));
    expect(maximum).toMatchObject({ userId: ann.user.id, maxAmount: 300 });
    // Before any bid there is no leader.
    const fresh = await createAuction(t.app, { minBidAmount: 100 });
    expect(errorOf(await raise(ann, fresh.id, 300))).toEqual({
      error: auctionMessages.onlyLeaderRaises,
      field: 'maxAmount',
    });
  });

  it('raises the leader to the reserve when the new maximum reaches it, as an automatic bid on the channel', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100, reservePrice: 800 });
    await bid(ann, auction.id, 100);
    expect((await raise(ann, auction.id, 1_000)).json()).toEqual({ myMaxAmount: 1_000, highestBid: 800 });
    expect(await history(auction.id)).toEqual([
      ['ann', 100, false],
      ['ann', 800, true],
    ]);
    expect(placed.filter((e) => e.auctionId === auction.id).at(-1)?.bid).toMatchObject({ amount: 800, auto: true });
  });

  it('is refused after the end, to admins and to guests', async () => {
    const ended = await createAuction(t.app, { endAt: new Date(Date.now() - 1_000) });
    expect(errorOf(await raise(ann, ended.id, 900))).toEqual({ error: auctionMessages.ended });
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${ended.id}/maximum`,
      payload: { maxAmount: 9 },
    });
    expect(guest.statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const open = await createAuction(t.app, { minBidAmount: 100 });
    const asAdmin = await raise(admin, open.id, 900);
    expect(asAdmin.statusCode).toBe(403);
    expect(await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, open.id))).toEqual([]);
  });
});
