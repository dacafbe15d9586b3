import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction } from '@wayfare/common';
import { auctions } from '../db/schema';
import type { DomainEvents } from '../events/domain-events';
import { createTestApp, type TestApp } from '../test/app';
import { createAuction, createUser, type TestUser } from '../test/factories';
import { auctionCloseJob } from './auction-close';
import { runJobsOnce, schedulerJobs } from './index';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const closed: DomainEvents['auctionClosed'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Winner' });
  bob = await createUser(t.app);
  t.app.events.subscribe('auctionClosed', (e) => void closed.push(e));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const tick = (at: Date) => runJobsOnce(t.db, t.app.events, at, [auctionCloseJob]);
const rowOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
const bid = (user: TestUser, id: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${id}/bids`,
    headers: user.headers,
    payload: { bidAmount: amount },
  });

describe('auction-close job', () => {
  it('is one of the scheduler jobs', () => {
    expect(schedulerJobs.map((job) => job.name)).toContain('auction-close');
  });

  it('closes an ended auction with the highest bidder as winner, once; GET then shows the winner and canBeClaimed 1', async () => {
    const endAt = new Date(Date.now() + 10 * MINUTE);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 10 });
    expect((await bid(bob, auction.id, 10)).statusCode).toBe(201);
    expect((await bid(ann, auction.id, 20)).statusCode).toBe(201);

    await tick(new Date(endAt.getTime() - 1));
    expect((await rowOf(auction.id))?.closedAt).toBeNull();
    const closeAt = new Date(endAt.getTime() + MINUTE);
    await tick(closeAt);
    expect(await rowOf(auction.id)).toMatchObject({
      closedAt: closeAt,
      winnerUserId: ann.user.id,
      claimedBookingId: null,
    });
    expect(closed).toContainEqual({ auctionId: auction.id, winnerUserId: ann.user.id });
    await tick(new Date(closeAt.getTime() + MINUTE));
    expect(closed.filter((e) => e.auctionId === auction.id)).toHaveLength(1);

    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: bob.headers });
    expect(read.json<Auction>()).toMatchObject({
      winnerUser: { id: ann.user.id, name: 'Ann Winner' },
      canBeClaimed: 1,
      remainingMs: 0,
    });
  });

  it('closes an auction without bids with no winner, and leaves open ones alone', async () => {
    const now = new Date(Date.now() + 5 * MINUTE);
    const empty = await createAuction(t.app, { endAt: new Date(now.getTime() - 1) });
    const open = await createAuction(t.app, { endAt: new Date(now.getTime() + MINUTE) });
    await tick(now);
    expect(await rowOf(empty.id)).toMatchObject({ closedAt: now, winnerUserId: null });
    expect(closed).toContainEqual({ auctionId: empty.id, winnerUserId: null });
    expect((await rowOf(open.id))?.closedAt).toBeNull();
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${empty.id}`, headers: bob.headers });
    expect(read.json<Auction>()).toMatchObject({ winnerUser: null, canBeClaimed: 0 });
  });

  it('closes each auction once when instances tick together', async () => {
    const at = new Date(Date.now() + 20 * MINUTE);
    const auction = await createAuction(t.app, { endAt: new Date(at.getTime() - 1) });
    await Promise.all([tick(at), tick(at), tick(at)]);
    expect(closed.filter((e) => e.auctionId === auction.id)).toHaveLength(1);
  });
});
