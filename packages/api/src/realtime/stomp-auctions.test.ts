import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, Bid, stompDestinations } from '@wayfare/common';
import type { AuctionRow } from '../db/schema';
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
    expect(bobElsewhere.received.get(newUser)).toBeUndefined();
  });
});
