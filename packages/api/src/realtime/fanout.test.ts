import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { openTestDatabase } from '../test/database';
import { Bid, stompDestinations } from '@wayfare/common';
import { createAuction, createUser } from '../test/factories';
import { createMemoryFanout, FanoutMessage } from './fanout';
import { connectStomp, listen, type TestStompClient } from '../test/stomp-client';
import { SubscriptionRegistry, type Subscriber } from './subscriptions';

describe('in-process fan-out', () => {
  it('hands every publish to every handler, once, until unsubscribed or closed', async () => {
    const fanout = createMemoryFanout();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = fanout.subscribe(first);
    fanout.subscribe(second);
    const message: FanoutMessage = { destination: '/auction/1/bids', body: '{}' };
    await fanout.publish(message);
    expect(first).toHaveBeenCalledExactlyOnceWith(message);
    expect(second).toHaveBeenCalledExactlyOnceWith(message);
    stopFirst();
    await fanout.publish(message);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    await fanout.close();
    await fanout.publish(message);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('reports a failing handler and still reaches the others', async () => {
    const onError = vi.fn();
    const fanout = createMemoryFanout(onError);
    const after = vi.fn();
    fanout.subscribe(() => {
      throw new Error('boom');
    });
    fanout.subscribe(after);
    await fanout.publish({ destination: '/x', body: '' });
    expect(onError).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
  });
});

describe('subscription registry', () => {
  const subscriber = (id: string, userId: number): Subscriber & { got: string[] } => {
    const got: string[] = [];
    return { id, userId, got, deliver: (subscriptionId, _destination, body) => got.push(`${subscriptionId}:${body}`) };
  };

  it('delivers to each subscription of the destination, skipping the excluded user', () => {
    const registry = new SubscriptionRegistry();
    const a = subscriber('a', 1);
    const b = subscriber('b', 2);
    registry.add(a, 's1', '/auction/1/bids');
    registry.add(a, 's2', '/auction/1/bids');
    registry.add(b, 's1', '/auction/1/bids');
    registry.add(b, 's9', '/auction/2/bids');
    registry.deliver({ destination: '/auction/1/bids', body: 'x', excludeUserId: 2 });
    expect(a.got).toEqual(['s1:x', 's2:x']);
    expect(b.got).toEqual([]);
    registry.remove(a, 's1', '/auction/1/bids');
    registry.deliver({ destination: '/auction/1/bids', body: 'y' });
    expect(a.got).toEqual(['s1:x', 's2:x', 's2:y']);
    expect(b.got).toEqual(['s1:y']);
    expect(registry.count('/auction/1/bids')).toBe(2);
  });
});

describe("subscription registry: a user's own queues", () => {
  const subscriber = (id: string, userId: number): Subscriber & { got: string[] } => {
    const got: string[] = [];
    return {
      id,
      userId,
      got,
      deliver: (subscriptionId, destination, body) => got.push(`${subscriptionId}:${destination}:${body}`),
    };
  };
  const outbid = stompDestinations.outbid;

  it("delivers a message for one user to that user's sessions only, under the shared destination", () => {
    const registry = new SubscriptionRegistry();
    const [a1, a2, b] = [subscriber('a1', 1), subscriber('a2', 1), subscriber('b', 2)];
    registry.add(a1, 's1', outbid);
    registry.add(a2, 's1', outbid);
    registry.add(b, 's1', outbid);
    registry.add(b, 's2', stompDestinations.errors);
    registry.deliver({ destination: outbid, body: 'x', toUserId: 1 });
    expect(a1.got).toEqual([`s1:${outbid}:x`]);
    expect(a2.got).toEqual([`s1:${outbid}:x`]);
    expect(b.got).toEqual([]);
    expect(registry.count(outbid, 1)).toBe(2);
    expect(registry.count(outbid, 2)).toBe(1);

    // Without an addressee a user destination reaches nobody (the error queue included).
    registry.deliver({ destination: outbid, body: 'y' });
    registry.deliver({ destination: stompDestinations.errors, body: 'z' });
    expect([...a1.got, ...a2.got, ...b.got]).toHaveLength(2);

    registry.remove(a1, 's1', outbid);
    registry.deliver({ destination: outbid, body: 'w', toUserId: 1 });
    expect(a1.got).toHaveLength(1);
    expect(a2.got).toEqual([`s1:${outbid}:x`, `s1:${outbid}:w`]);
    expect(registry.count(outbid, 1)).toBe(1);
  });

  it('keeps the addressee through the fan-out, in-process and as Redis carries it (JSON, parsed)', async () => {
    const fanout = createMemoryFanout();
    const got: FanoutMessage[] = [];
    fanout.subscribe((message) => got.push(message));
    const message: FanoutMessage = { destination: outbid, body: '{}', contentType: 'application/json', toUserId: 7 };
    await fanout.publish(message);
    expect(got).toEqual([message]);
    expect(FanoutMessage.parse(JSON.parse(JSON.stringify(message)))).toEqual(message);
  });
});

// A test switch, not app configuration (like TEST_DATABASE_URL in test/global-setup.ts): the app itself gets REDIS_URL.
// eslint-disable-next-line no-restricted-syntax
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis fan-out between two instances (TEST_REDIS_URL)', () => {
  let database: Database;
  let appA: App;
  let appB: App;
  let urlA: string;
  let urlB: string;
  const clients: TestStompClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Two instances on one database and one Redis, as two processes behind a load balancer would be.
    appA = await buildApp(testConfig({ REDIS_URL: redisUrl ?? '' }), { database });
    appB = await buildApp(testConfig({ REDIS_URL: redisUrl ?? '' }), { database });
    urlA = await listen(appA);
    urlB = await listen(appB);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.disconnect()));
    await appA?.close();
    await appB?.close();
    await database?.close();
  });

  it("reaches a subscriber on the other instance, and the publisher's own subscribers exactly once", async () => {
    const user = await createUser(appA);
    const onA = await connectStomp(urlA, { accessToken: user.token });
    const onB = await connectStomp(urlB, { accessToken: user.token });
    clients.push(onA, onB);
    // A unique destination: other runs may share this Redis.
    const destination = `/auction/${Date.now()}/bids`;
    await onA.subscribe(destination);
    await onB.subscribe(destination);

    await appA.realtime.publish(destination, { amount: 150 });
    expect(JSON.parse((await onB.next(destination)).body)).toEqual({ amount: 150 });
    expect(JSON.parse((await onA.next(destination)).body)).toEqual({ amount: 150 });

    await appB.realtime.publish(destination, 'second', { excludeUserId: user.user.id + 1 });
    expect((await onA.next(destination)).body).toBe('second');
    expect((await onB.next(destination)).body).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onA.received.get(destination)).toHaveLength(2);
    expect(onB.received.get(destination)).toHaveLength(2);
  });

  it('a bid placed over HTTP on instance A reaches a viewer of instance B', async () => {
    const auction = await createAuction(appA, { minBidAmount: 50 });
    const [bidder, viewer] = await Promise.all([createUser(appA, { name: 'Ana Across' }), createUser(appA)]);
    const onB = await connectStomp(urlB, { accessToken: viewer.token });
    clients.push(onB);
    const destination = stompDestinations.bids(auction.id);
    await onB.subscribe(destination);

    const response = await appA.inject({
      method: 'POST',
      url: `/api/auctions/${auction.id}/bids`,
      headers: bidder.headers,
      payload: { bidAmount: 75 },
    });
    expect(response.statusCode).toBe(201);
    const delivered = Bid.parse(JSON.parse((await onB.next(destination)).body));
    expect(delivered).toEqual(Bid.parse(response.json()));
    expect(delivered).toMatchObject({ amount: 75, user: { id: bidder.user.id, name: 'Ana Across' } });
  });

  it("delivers a user's outbid alert to that user's sessions on both instances, and to nobody else", async () => {
    const [owner, other] = await Promise.all([createUser(appA), createUser(appA)]);
    const ownerOnA = await connectStomp(urlA, { accessToken: owner.token });
    const ownerOnB = await connectStomp(urlB, { accessToken: owner.token });
    const otherOnB = await connectStomp(urlB, { accessToken: other.token });
    clients.push(ownerOnA, ownerOnB, otherOnB);
    const outbid = stompDestinations.outbid;
    await Promise.all([ownerOnA, ownerOnB, otherOnB].map((client) => client.subscribe(outbid)));

    await appA.realtime.publish(outbid, { auctionId: 1, highestBid: 110 }, { toUserId: owner.user.id });
    for (const client of [ownerOnA, ownerOnB]) {
      expect(JSON.parse((await client.next(outbid)).body)).toEqual({ auctionId: 1, highestBid: 110 });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherOnB.received.get(outbid)).toBeUndefined();
  });

  it('closes quickly and leaves publishing to fail rather than hang', async () => {
    const own = await buildApp(testConfig({ REDIS_URL: redisUrl ?? '' }), { database });
    await own.ready();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(1500);
    await expect(own.realtimeFanout.publish({ destination: '/x', body: '' })).rejects.toThrow();
  });
});
