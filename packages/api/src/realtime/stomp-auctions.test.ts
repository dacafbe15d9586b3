import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUCTION_EXTENSION_MS,
  AuctionState,
  auctionMessages,
  Bid,
  OutbidAlert,
  stompDestinations,
  instantToWallClock,
} from '@wayfare/common';
import { auctionMaxima, auctions, type AuctionRow } from '../db/schema';
import { postBid } from '../test/auction-kit';
import { createTestApp, type TestApp } from '../test/app';
import { createAdmin, createAuction, createUser, type TestUser } from '../test/factories';
import { connectStomp, listen, type TestStompClient } from '../test/stomp-client';

/** The auction wiring (features/auctions/auctions.realtime.ts) end to end, through the real stompjs client. */

let t: TestApp;
let url: string;
let alice: TestUser;
let bob: TestUser;
let auction: AuctionRow;
const clients: TestStompClient[] = [];
const errors = stompDestinations.errors;
const outbid = stompDestinations.outbid;
/** Lets anything in flight arrive (for "nothing arrived" checks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function connect(user: TestUser, headers: Record<string, string> = {}) {
  const client = await connectStomp(url, { accessToken: user.token, userId: String(user.user.id), ...headers });
  clients.push(client);
  return client;
}

const bidBody = (user: TestUser, bidAmount: number) =>
  JSON.stringify({ auctionId: auction.id, userId: user.user.id, bidAmount });

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  alice = await createUser(t.app, { name: 'Alice Bidder' });
  bob = await createUser(t.app, { name: 'Bob Watcher' });
  auction = await createAuction(t.app, { minBidAmount: 100 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

describe('bidding over STOMP', () => {
  it('a customer SENDs /auction/bid and every subscriber of /auction/{id}/bids gets the Bid', async () => {
    const [a, b] = await Promise.all([connect(alice, { auctionId: String(auction.id) }), connect(bob)]);
    const bids = stompDestinations.bids(auction.id);
    await Promise.all([a.subscribe(bids), a.subscribe(errors), b.subscribe(bids)]);

    await a.send(stompDestinations.bid, bidBody(alice, 150), { accessToken: alice.token });
    for (const client of [a, b]) {
      const bid = Bid.parse(JSON.parse((await client.next(bids)).body));
      expect(bid).toMatchObject({ amount: 150, user: { id: alice.user.id, name: 'Alice Bidder' } });
    }
    expect(a.received.get(errors)).toBeUndefined();
  });

  it("a too-low bid lands on the bidder's /user/queue/errors only", async () => {
    const [a, b] = await Promise.all([connect(alice), connect(bob)]);
    await Promise.all([a.subscribe(errors), b.subscribe(errors)]);
    await a.send(stompDestinations.bid, bidBody(alice, 120), { accessToken: alice.token });
    expect(JSON.parse((await a.next(errors)).body)).toEqual({ error: auctionMessages.bidNotAboveHighest });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.received.get(errors)).toBeUndefined();
    expect(a.client.connected).toBe(true);
  });

  it("refuses an admin's bid and a bid in someone else's name, on the sender's error queue", async () => {
    const admin = await createAdmin(t.app);
    const adminClient = await connect(admin);
    await adminClient.subscribe(errors);
    await adminClient.send(stompDestinations.bid, bidBody(admin, 500), { accessToken: admin.token });
    expect(JSON.parse((await adminClient.next(errors)).body)).toEqual({ error: auctionMessages.adminsCannotBid });

    const a = await connect(alice);
    await a.subscribe(errors);
    await a.send(stompDestinations.bid, bidBody(bob, 500), { accessToken: alice.token });
    expect(JSON.parse((await a.next(errors)).body)).toEqual({ error: auctionMessages.notYourBid });
  });
});

describe('joining an auction', () => {
  it("announces the joiner's name on /auction/{id}/new-user to the others, not to the joiner's own sessions", async () => {
    const newUser = stompDestinations.newUser(auction.id);
    const a = await connect(alice, { auctionId: String(auction.id) });
    const bobElsewhere = await connect(bob);
    await Promise.all([a.subscribe(newUser), bobElsewhere.subscribe(newUser)]);

    await connect(bob, { auctionId: String(auction.id) });
    const announcement = await a.next(newUser);
    expect(announcement.body).toBe('Bob Watcher');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only Bob's own join is kept from his other session: Alice's, announced while it subscribed, may reach it.
    const bobsOwn = (bobElsewhere.received.get(newUser) ?? []).filter((frame) => frame.body === 'Bob Watcher');
    expect(bobsOwn).toEqual([]);
  });
});

describe('the auction state (docs/product/realtime-contract.md#auction-state)', () => {
  it('reaches every viewer of /auction/{id}/state after a bid over STOMP', async () => {
    const own = await createAuction(t.app, { minBidAmount: 100 });
    const [a, b] = await Promise.all([connect(alice), connect(bob)]);
    const state = stompDestinations.state(own.id);
    await Promise.all([a.subscribe(state), b.subscribe(state)]);

    const before = Date.now();
    await a.send(stompDestinations.bid, JSON.stringify({ auctionId: own.id, userId: alice.user.id, bidAmount: 100 }));
    const after = Date.now();
    for (const client of [a, b]) {
      const message = AuctionState.parse(JSON.parse((await client.next(state)).body));
      expect(message).toMatchObject({
        auctionId: own.id,
        endDateTime: instantToWallClock(own.endAt, t.app.config.timezone),
        highestBid: 100,
        highestBidder: { id: alice.user.id, name: 'Alice Bidder' },
        reserveMet: null,
      });
      // Read between the SEND and its receipt.
      expect(message.remainingMs).toBeLessThanOrEqual(own.endAt.getTime() - before);
      expect(message.remainingMs).toBeGreaterThanOrEqual(own.endAt.getTime() - after);
    }
  });

  it('carries the moved end after a late HTTP bid: two minutes after the bid', async () => {
    const late = await createAuction(t.app, { minBidAmount: 100, endAt: new Date(Date.now() + 60_000) });
    const viewer = await connect(bob);
    const state = stompDestinations.state(late.id);
    await viewer.subscribe(state);

    const before = Date.now();
    expect((await postBid(t.app, alice, late.id, 100)).statusCode).toBe(201);
    const after = Date.now();
    const [row] = await t.db.select({ endAt: auctions.endAt }).from(auctions).where(eq(auctions.id, late.id));
    const endAt = row?.endAt.getTime() ?? 0;
    expect(endAt).toBeGreaterThanOrEqual(before + AUCTION_EXTENSION_MS);
    expect(endAt).toBeLessThanOrEqual(after + AUCTION_EXTENSION_MS);

    const message = AuctionState.parse(JSON.parse((await viewer.next(state)).body));
    expect(message.endDateTime).toBe(instantToWallClock(new Date(endAt), t.app.config.timezone));
    expect(message.remainingMs).toBeLessThanOrEqual(AUCTION_EXTENSION_MS);
    expect(message.remainingMs).toBeGreaterThanOrEqual(endAt - Date.now());
  });
});

describe('outbid alerts (docs/product/realtime-contract.md#outbid-alerts)', () => {
  it("reach every session of the outbid user, and nobody else's /user/queue/outbid", async () => {
    const own = await createAuction(t.app, { minBidAmount: 100 });
    const carol = await createUser(t.app, { name: 'Carol Elsewhere' });
    const [aliceHere, aliceElsewhere, bobClient, carolClient] = await Promise.all([
      connect(alice, { auctionId: String(own.id) }),
      connect(alice),
      connect(bob),
      connect(carol),
    ]);
    await Promise.all([aliceHere, aliceElsewhere, bobClient, carolClient].map((client) => client.subscribe(outbid)));

    expect((await postBid(t.app, alice, own.id, 100)).statusCode).toBe(201);
    await bobClient.send(
      stompDestinations.bid,
      JSON.stringify({ auctionId: own.id, userId: bob.user.id, bidAmount: 110 }),
    );
    for (const client of [aliceHere, aliceElsewhere]) {
      const message = await client.next(outbid);
      expect(OutbidAlert.parse(JSON.parse(message.body))).toEqual({ auctionId: own.id, highestBid: 110 });
      expect(message.headers.destination).toBe(outbid);
    }
    await settle();
    expect(bobClient.received.get(outbid)).toBeUndefined();
    expect(carolClient.received.get(outbid)).toBeUndefined();
    expect(aliceHere.received.get(outbid)).toHaveLength(1);
  });

  it("reach a bidder whom a maximum sent over STOMP answered, with the maximum's automatic bid", async () => {
    const own = await createAuction(t.app, { minBidAmount: 100 });
    const [a, b] = await Promise.all([connect(alice), connect(bob)]);
    await Promise.all([a.subscribe(outbid), b.subscribe(outbid), a.subscribe(errors)]);
    await a.send(
      stompDestinations.bid,
      JSON.stringify({ auctionId: own.id, userId: alice.user.id, bidAmount: 100, maxAmount: 250 }),
    );
    expect(a.received.get(errors)).toBeUndefined();
    const [maximum] = await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, own.id));
    expect(maximum).toMatchObject({ userId: alice.user.id, maxAmount: 250 });

    // Bob's 110 over HTTP is answered by Alice's maximum at 110 + 10 = 120.
    expect((await postBid(t.app, bob, own.id, 110)).statusCode).toBe(201);
    expect(JSON.parse((await b.next(outbid)).body)).toEqual({ auctionId: own.id, highestBid: 120 });
    await settle();
    expect(a.received.get(outbid)).toBeUndefined();
  });
});
