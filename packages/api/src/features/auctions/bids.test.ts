import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, type Bid } from '@wayfare/common';
import { auctions } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createUser, type TestUser } from '../../test/factories';
import { errorOf, postBid } from '../../test/auction-kit';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const placed: DomainEvents['bidPlaced'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  ann = await createUser(t.app, { name: 'Ann Bidder' });
  bob = await createUser(t.app, { name: 'Bob Bidder' });
  t.app.events.subscribe('bidPlaced', (event) => void placed.push(event));
});
afterAll(() => t.close());

const highestOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];

describe('POST /api/auctions/{id}/bids', () => {
  it('accepts a bid at the minimum, stores it as the highest and publishes bidPlaced with the Bid', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const response = await postBid(t.app, ann, auction.id, 100);
    expect(response.statusCode).toBe(201);
    const bid = response.json<Bid>();
    expect(bid).toMatchObject({ amount: 100, user: { id: ann.user.id, name: 'Ann Bidder' } });
    expect(bid.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await highestOf(auction.id)).toMatchObject({
      highestBidId: bid.id,
      highestAmount: 100,
      highestBidderId: ann.user.id,
    });
    expect(placed).toContainEqual({ auctionId: auction.id, bid });

    const higher = await postBid(t.app, bob, auction.id, 110);
    expect(higher.statusCode).toBe(201);
    expect(await highestOf(auction.id)).toMatchObject({ highestAmount: 110, highestBidderId: bob.user.id });
  });

  it('refuses a bid below the minimum', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const response = await postBid(t.app, ann, auction.id, 99.99);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ error: auctionMessages.bidBelowMinimum, field: 'bidAmount' });
  });

  it('refuses a bid equal to or below the highest one (409: outbid), and stores nothing', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 10 });
    expect((await postBid(t.app, ann, auction.id, 50)).statusCode).toBe(201);
    for (const amount of [50, 49]) {
      const response = await postBid(t.app, bob, auction.id, amount);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ error: auctionMessages.bidNotAboveHighest, field: 'bidAmount' });
    }
    expect(await highestOf(auction.id)).toMatchObject({ highestAmount: 50, highestBidderId: ann.user.id });
    expect(placed.filter((e) => e.auctionId === auction.id)).toHaveLength(1);
  });

  it('refuses invalid amounts with the bid amount message', async () => {
    const auction = await createAuction(t.app);
    for (const amount of [0, -1, 'abc', 10.001, null]) {
      const response = await postBid(t.app, ann, auction.id, amount);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ error: auctionMessages.bidAmount, field: 'bidAmount' });
    }
  });

  it('refuses bids once the end has passed (409), closed or not yet closed', async () => {
    const ended = await createAuction(t.app, { endAt: new Date(Date.now() - 1000) });
    const closed = await createAuction(t.app, { endAt: new Date(Date.now() - 1000), closedAt: new Date() });
    for (const auction of [ended, closed]) {
      const response = await postBid(t.app, ann, auction.id, 500);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ error: auctionMessages.ended });
    }
  });

  it('answers 403 to an admin, 401 to a guest and 404 for an unknown auction', async () => {
    const auction = await createAuction(t.app);
    expect((await postBid(t.app, admin, auction.id, 500)).statusCode).toBe(403);
    expect((await postBid(t.app, undefined, auction.id, 500)).statusCode).toBe(401);
    expect((await postBid(t.app, undefined, auction.id, 'garbage')).statusCode).toBe(401);
    const missing = await postBid(t.app, ann, 999_999, 500);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ error: auctionMessages.notFound });
  });
});
