import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, stompDestinations, type Bid, type SessionClaims } from '@wayfare/common';
import { createEventBus } from '../../events/domain-events';
import type { RealtimeGateway, RealtimeSend, RealtimeSession } from '../../realtime/gateway';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createUser, type TestUser } from '../../test/factories';
import { wireAuctionRealtime } from './auctions.realtime';
import { createAuctionsService } from './auctions.service';

/** A gateway that records what the feature registers and publishes (the STOMP endpoint has its own tests). */
function fakeGateway() {
  const sends = new Map<string, (send: RealtimeSend) => Promise<void>>();
  const connects: ((session: RealtimeSession) => Promise<void> | void)[] = [];
  const published: { destination: string; body: unknown; options?: { excludeUserId?: number } }[] = [];
  const gateway: RealtimeGateway = {
    async publish(destination, body, options) {
      published.push({ destination, body, ...(options ? { options } : {}) });
    },
    onSend: (destination, handler) => void sends.set(destination, handler),
    onConnect: (handler) => void connects.push(handler),
  };
  return { gateway, sends, connects, published };
}

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const fake = fakeGateway();
let stop: () => void;

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Live' });
  bob = await createUser(t.app);
  const events = createEventBus((_, error) => {
    throw error;
  });
  const service = createAuctionsService({ db: t.db, events, timeZone: 'Europe/Berlin' });
  stop = wireAuctionRealtime({ realtime: fake.gateway, events, db: t.db, service });
});
afterAll(() => {
  stop();
  return t.close();
});

const claimsOf = (user: TestUser, role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER'): SessionClaims => ({
  userId: user.user.id,
  roles: [role],
  exp: 0,
  iat: 0,
  jti: 'j',
});
const session = (user: TestUser, connectHeaders: Record<string, string> = {}): RealtimeSession => ({
  id: 's1',
  claims: claimsOf(user),
  connectHeaders,
});
const send = (user: TestUser, body: string, claims = claimsOf(user)) => {
  const handler = fake.sends.get(stompDestinations.bid);
  if (!handler) throw new Error('no handler for /auction/bid');
  return handler({ session: session(user), claims, body, headers: {} });
};

describe('auction realtime wiring', () => {
  it('places a SEND to /auction/bid as a bid and relays it to /auction/{id}/bids', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 50 });
    await send(ann, JSON.stringify({ auctionId: auction.id, userId: ann.user.id, bidAmount: 75.5 }));
    const relayed = fake.published.find((p) => p.destination === stompDestinations.bids(auction.id));
    expect(relayed?.body).toMatchObject({
      amount: 75.5,
      user: { id: ann.user.id, name: 'Ann Live' },
    } satisfies Partial<Bid>);
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: bob.headers });
    expect(read.json<{ highestBid: Bid }>().highestBid.amount).toBe(75.5);
  });

  it('refuses bad JSON and invalid bodies with BAD_REQUEST, and the same rules as HTTP', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 50 });
    await expect(send(ann, 'not json')).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      send(ann, JSON.stringify({ auctionId: auction.id, userId: ann.user.id, bidAmount: -1 })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: auctionMessages.bidAmount,
    });
    await expect(
      send(ann, JSON.stringify({ auctionId: auction.id, userId: ann.user.id, bidAmount: 10 })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: auctionMessages.bidBelowMinimum,
    });
    await expect(
      send(ann, JSON.stringify({ auctionId: 999_999, userId: ann.user.id, bidAmount: 100 })),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      send(ann, JSON.stringify({ auctionId: auction.id, userId: ann.user.id, bidAmount: 100 }), claimsOf(ann, 'ADMIN')),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: auctionMessages.adminsCannotBid,
    });
  });

  it("refuses a bid whose userId is not the token's user (403)", async () => {
    const auction = await createAuction(t.app);
    await expect(
      send(ann, JSON.stringify({ auctionId: auction.id, userId: bob.user.id, bidAmount: 500 })),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: auctionMessages.notYourBid,
    });
  });

  it('announces a user who connects to an existing auction to the others, by name', async () => {
    const auction = await createAuction(t.app);
    const before = fake.published.length;
    for (const handler of fake.connects) await handler(session(ann, { auctionId: String(auction.id) }));
    expect(fake.published.slice(before)).toEqual([
      { destination: stompDestinations.newUser(auction.id), body: 'Ann Live', options: { excludeUserId: ann.user.id } },
    ]);
    // No auction, an unknown one or a malformed id: nothing to announce.
    const headerSets: Record<string, string>[] = [
      {},
      { auctionId: '999999' },
      { auctionId: 'abc' },
      { auctionId: '-1' },
    ];
    for (const headers of headerSets) {
      for (const handler of fake.connects) await handler(session(ann, headers));
    }
    expect(fake.published.length).toBe(before + 1);
  });
});
