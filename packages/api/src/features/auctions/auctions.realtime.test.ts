import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AuctionState,
  auctionMessages,
  stompDestinations,
  type Bid,
  type OutbidAlert,
  type SessionClaims,
} from '@wayfare/common';
import { auctionMaxima, auctions } from '../../db/schema';
import { createEventBus } from '../../events/domain-events';
import type { PublishOptions, RealtimeGateway, RealtimeSend, RealtimeSession } from '../../realtime/gateway';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createUser, type TestUser } from '../../test/factories';
import { bookingsPort, postBid } from '../../test/auction-kit';
import { statePublisher, wireAuctionRealtime } from './auctions.realtime';
import { createAuctionsService } from './auctions.service';

/** A gateway that records what the feature registers and publishes (the STOMP endpoint has its own tests). */
function fakeGateway() {
  const sends = new Map<string, (send: RealtimeSend) => Promise<void>>();
  const connects: ((session: RealtimeSession) => Promise<void> | void)[] = [];
  const published: { destination: string; body: unknown; options?: PublishOptions }[] = [];
  const gateway: RealtimeGateway = {
    async publish(destination, body, options) {
      published.push({ destination, body, ...(options ? { options } : {}) });
    },
    onSend: (destination, handler) => void sends.set(destination, handler),
    onConnect: (handler) => void connects.push(handler),
    // Every claim is a first one here: the endpoint's own tests cover the window (security/live-connections.test.ts).
    claimOnce: async () => true,
  };
  return { gateway, sends, connects, published };
}

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const fake = fakeGateway();
let stop: () => void;
let events: ReturnType<typeof createEventBus>;
/** The service's clock: the real one unless a test sets a fixed instant. */
let fixedNow: Date | undefined;

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Live' });
  bob = await createUser(t.app);
  events = createEventBus((_, error) => {
    throw error;
  });
  const service = createAuctionsService({
    db: t.db,
    events,
    timeZone: 'Europe/Berlin',
    bookings: bookingsPort,
    now: () => fixedNow ?? new Date(),
  });
  stop = wireAuctionRealtime({ realtime: fake.gateway, events, db: t.db, service });
});
afterEach(() => {
  fixedNow = undefined;
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

/** What was published to `destination` since `from` (an index into the record). */
const publishedTo = (destination: string, from = 0) =>
  fake.published.slice(from).filter((p) => p.destination === destination);
const statesOf = (auctionId: number, from = 0) =>
  publishedTo(stompDestinations.state(auctionId), from).map((p) => AuctionState.parse(p.body));
const bidBody = (user: TestUser, auctionId: number, bidAmount: number, maxAmount?: number) =>
  JSON.stringify({ auctionId, userId: user.user.id, bidAmount, ...(maxAmount !== undefined && { maxAmount }) });

describe('the auction state on /auction/{id}/state', () => {
  // 10:00 UTC is 11:00 in Berlin (winter time, UTC+1).
  const T = new Date(Date.UTC(2031, 0, 15, 10, 0, 0));
  const at = (ms: number) => new Date(T.getTime() + ms);

  it('follows a bid: the end in force, the time left when it was read, the highest bid and its bidder', async () => {
    fixedNow = T;
    const auction = await createAuction(t.app, { minBidAmount: 50, endAt: at(3_600_000) });
    await send(ann, bidBody(ann, auction.id, 75.5));
    expect(statesOf(auction.id)).toEqual([
      {
        auctionId: auction.id,
        endDateTime: '2031-01-15T12:00:00',
        remainingMs: 3_600_000,
        highestBid: 75.5,
        highestBidder: { id: ann.user.id, name: 'Ann Live' },
        reserveMet: null,
      },
    ]);
  });

  it('carries the moved end after a late bid: two minutes after that bid (docs/product/auctions.md#late-bid-extension)', async () => {
    fixedNow = T;
    const auction = await createAuction(t.app, { minBidAmount: 50, endAt: at(90_000) }); // ends 11:01:30
    await send(ann, bidBody(ann, auction.id, 75.5));
    expect(statesOf(auction.id).at(-1)).toMatchObject({ endDateTime: '2031-01-15T11:02:00', remainingMs: 120_000 });

    fixedNow = at(30_000);
    const before = fake.published.length;
    await send(bob, bidBody(bob, auction.id, 85.5)); // 75.50 + one step of 10 €
    expect(statesOf(auction.id, before)).toEqual([
      expect.objectContaining({
        endDateTime: '2031-01-15T11:02:30',
        remainingMs: 120_000,
        highestBid: 85.5,
        highestBidder: { id: bob.user.id, name: bob.user.name },
      }),
    ]);
    const [row] = await t.db.select({ endAt: auctions.endAt }).from(auctions).where(eq(auctions.id, auction.id));
    expect(row?.endAt).toEqual(at(150_000));
  });

  it('keeps the end of a bid placed 2:01 before it', async () => {
    fixedNow = T;
    const auction = await createAuction(t.app, { minBidAmount: 50, endAt: at(121_000) });
    await send(ann, bidBody(ann, auction.id, 60));
    expect(statesOf(auction.id)).toEqual([
      expect.objectContaining({ endDateTime: '2031-01-15T11:02:01', remainingMs: 121_000 }),
    ]);
  });

  it('says whether the reserve is met, never what it is', async () => {
    fixedNow = T;
    const auction = await createAuction(t.app, { minBidAmount: 100, endAt: at(3_600_000), reservePrice: 234.56 });
    await send(ann, bidBody(ann, auction.id, 100));
    const [first] = publishedTo(stompDestinations.state(auction.id));
    expect(first?.body).toMatchObject({ highestBid: 100, reserveMet: false });
    expect(JSON.stringify(first?.body)).not.toContain('234.56');
    await send(bob, bidBody(bob, auction.id, 234.56));
    expect(statesOf(auction.id).at(-1)).toMatchObject({ highestBid: 234.56, reserveMet: true });
  });

  it('answers no time left once the end has passed or the auction is closed, and nothing for an unknown auction', async () => {
    fixedNow = T;
    const ended = await createAuction(t.app, { endAt: at(-1000) });
    const closed = await createAuction(t.app, { endAt: at(-1000) });
    await t.db
      .update(auctions)
      .set({ closedAt: at(0), endAt: at(3_600_000) })
      .where(eq(auctions.id, closed.id));
    for (const auction of [ended, closed]) await events.publish('auctionStateChanged', { auctionId: auction.id });
    expect(statesOf(ended.id)).toEqual([
      expect.objectContaining({ remainingMs: 0, endDateTime: '2031-01-15T10:59:59', highestBid: null }),
    ]);
    expect(statesOf(closed.id)).toEqual([
      expect.objectContaining({ remainingMs: 0, highestBid: null, highestBidder: null }),
    ]);

    const before = fake.published.length;
    await events.publish('auctionStateChanged', { auctionId: 999_999 });
    expect(fake.published.length).toBe(before);
  });
});

describe('outbid alerts on /user/queue/outbid (docs/product/realtime-contract.md#outbid-alerts)', () => {
  const alertsSince = (from: number) => publishedTo(stompDestinations.outbid, from);

  it('go to the previous leader only, addressed to that user', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    const before = fake.published.length;
    await send(ann, bidBody(ann, auction.id, 100));
    expect(alertsSince(before)).toEqual([]); // nobody led before
    await send(bob, bidBody(bob, auction.id, 110));
    expect(alertsSince(before)).toEqual([
      {
        destination: stompDestinations.outbid,
        body: { auctionId: auction.id, highestBid: 110 } satisfies OutbidAlert,
        options: { toUserId: ann.user.id },
      },
    ]);
  });

  it("go to a bidder whom a maximum answered at once, with the maximum's automatic bid", async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await send(ann, bidBody(ann, auction.id, 100, 300));
    const before = fake.published.length;
    await send(bob, bidBody(bob, auction.id, 110));
    // Bob's 110, then Ann's maximum answers with 110 + 10 = 120: Bob lost the lead, Ann never did.
    expect(alertsSince(before)).toEqual([
      {
        destination: stompDestinations.outbid,
        body: { auctionId: auction.id, highestBid: 120 },
        options: { toUserId: bob.user.id },
      },
    ]);
  });
});

describe('a maximum sent over STOMP', () => {
  it('is stored and answers a later HTTP bid by itself', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await send(ann, bidBody(ann, auction.id, 100, 444.44));
    const [maximum] = await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, auction.id));
    expect(maximum).toMatchObject({ userId: ann.user.id, maxAmount: 444.44 });

    const response = await postBid(t.app, bob, auction.id, 110);
    expect(response.statusCode).toBe(201);
    expect(response.json<Bid>()).toMatchObject({ amount: 110, auto: false, user: { id: bob.user.id } });
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: bob.headers });
    expect(read.json<{ bids: Bid[] }>().bids.map((b) => [b.amount, b.user.id, b.auto])).toEqual([
      [120, ann.user.id, true],
      [110, bob.user.id, false],
      [100, ann.user.id, false],
    ]);
    expect(read.body).not.toContain('444.44');
  });
});

describe('state publishing under a burst of changes', () => {
  it('reads one auction at a time: changes during a round ask for one more round after it, in order', async () => {
    const log: string[] = [];
    const gates: Array<() => void> = [];
    const publish = statePublisher(async (auctionId) => {
      log.push(`start ${auctionId}`);
      await new Promise<void>((resolve) => gates.push(resolve));
      log.push(`end ${auctionId}`);
    });
    const first = publish(1);
    const during = [publish(1), publish(1), publish(1)];
    const other = publish(2); // another auction does not wait
    expect(log).toEqual(['start 1', 'start 2']);
    gates.shift()!(); // auction 1's first round ends; the three changes during it get one more round
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['start 1', 'start 2', 'end 1', 'start 1']);
    gates.shift()!(); // auction 2
    gates.shift()!(); // auction 1's second round
    await Promise.all([first, ...during, other]);
    expect(log).toEqual(['start 1', 'start 2', 'end 1', 'start 1', 'end 2', 'end 1']);

    // Once idle, a change starts a new round at once.
    const later = publish(1);
    expect(log.at(-1)).toBe('start 1');
    gates.shift()!();
    await later;
    expect(log.at(-1)).toBe('end 1');
  });

  it('lets the next change start afresh after a failed round', async () => {
    let calls = 0;
    const publish = statePublisher(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
    });
    await expect(publish(1)).rejects.toThrow('database away');
    await publish(1);
    expect(calls).toBe(2);
  });
});
