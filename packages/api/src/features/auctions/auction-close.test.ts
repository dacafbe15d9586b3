import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, type Auction } from '@wayfare/common';
import { auctions } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { DAY_MS, errorOf, postClaim, wallClockIn } from '../../test/auction-kit';
import { createAuction, createUser, type TestUser } from '../../test/factories';
import { auctionCloseJob } from './auction-close';
import { runJobsOnce } from '../../scheduler';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const closed: DomainEvents['auctionClosed'][] = [];
const changed: DomainEvents['auctionStateChanged'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  ann = await createUser(t.app, { name: 'Ann Winner' });
  bob = await createUser(t.app);
  t.app.events.subscribe('auctionClosed', (e) => void closed.push(e));
  t.app.events.subscribe('auctionStateChanged', (e) => void changed.push(e));
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** 48 hours, written out: the claim window (docs/product/auctions.md#claim-deadline). */
const CLAIM_WINDOW_MS = 48 * 60 * MINUTE;
const tick = (at: Date) => runJobsOnce(t.db, t.app.events, at, [auctionCloseJob]);
/** auctionStateChanged events of one auction so far (every accepted bid publishes one too). */
const stateChanges = (id: number) => changed.filter((e) => e.auctionId === id).length;
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
    expect(t.app.scheduledJobs.all.map((job) => job.name)).toContain('auction-close');
  });

  it('closes an ended auction with the highest bidder as winner, once; GET then shows the winner and canBeClaimed 1', async () => {
    const endAt = new Date(Date.now() + 10 * MINUTE);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 10 });
    expect((await bid(bob, auction.id, 10)).statusCode).toBe(201);
    expect((await bid(ann, auction.id, 20)).statusCode).toBe(201);

    await tick(new Date(endAt.getTime() - 1));
    expect((await rowOf(auction.id))?.closedAt).toBeNull();
    const changesBefore = stateChanges(auction.id);
    const closeAt = new Date(endAt.getTime() + MINUTE);
    await tick(closeAt);
    expect(await rowOf(auction.id)).toMatchObject({
      closedAt: closeAt,
      winnerUserId: ann.user.id,
      winningAmount: 20,
      claimDeadlineAt: new Date(closeAt.getTime() + CLAIM_WINDOW_MS),
      claimedBookingId: null,
      claimLapsedAt: null,
      lapsedWinnerUserId: null,
    });
    expect(closed).toContainEqual({ auctionId: auction.id, winnerUserId: ann.user.id });
    // Viewers still on the page get the final state.
    expect(stateChanges(auction.id)).toBe(changesBefore + 1);
    await tick(new Date(closeAt.getTime() + MINUTE));
    expect(closed.filter((e) => e.auctionId === auction.id)).toHaveLength(1);

    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: bob.headers });
    expect(read.json<Auction>()).toMatchObject({
      winnerUser: { id: ann.user.id, name: 'Ann Winner' },
      canBeClaimed: 1,
      remainingMs: 0,
    });
  });

  it('with a reserve: the highest bidder wins when the highest bid reaches it, exactly at the reserve too', async () => {
    const endAt = new Date(Date.now() + 30 * MINUTE);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 100, reservePrice: 150 });
    expect((await bid(bob, auction.id, 100)).statusCode).toBe(201);
    // 100 → one step of 10 € → at least 110; 150 is the reserve itself.
    expect((await bid(ann, auction.id, 150)).statusCode).toBe(201);
    const closeAt = new Date(endAt.getTime() + 7 * MINUTE);
    await tick(closeAt);
    expect(await rowOf(auction.id)).toMatchObject({
      closedAt: closeAt,
      winnerUserId: ann.user.id,
      winningAmount: 150,
      claimDeadlineAt: new Date(closeAt.getTime() + CLAIM_WINDOW_MS),
    });
    expect(closed).toContainEqual({ auctionId: auction.id, winnerUserId: ann.user.id });
  });

  it('with a reserve the highest bid did not reach: no winner, nothing to claim, nobody is told they won', async () => {
    const endAt = new Date(Date.now() + 40 * MINUTE);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 100, reservePrice: 150 });
    expect((await bid(bob, auction.id, 100)).statusCode).toBe(201);
    expect((await bid(ann, auction.id, 149.99)).statusCode).toBe(201);
    const changesBefore = stateChanges(auction.id);
    const closeAt = new Date(endAt.getTime() + MINUTE);
    await tick(closeAt);
    expect(await rowOf(auction.id)).toMatchObject({
      closedAt: closeAt,
      highestAmount: 149.99,
      highestBidderId: ann.user.id,
      winnerUserId: null,
      winningAmount: null,
      claimDeadlineAt: null,
    });
    expect(closed).toContainEqual({ auctionId: auction.id, winnerUserId: null });
    expect(stateChanges(auction.id)).toBe(changesBefore + 1);

    const claim = await postClaim(t.app, ann, {
      auctionId: auction.id,
      carId: auction.carId,
      coverage: 2,
      fromCityId: 1,
      toCityId: 2,
      startDateTime: wallClockIn(t.app, 3 * DAY_MS),
      endDateTime: wallClockIn(t.app, 4 * DAY_MS),
    });
    expect(claim.statusCode).toBe(409);
    expect(errorOf(claim)).toEqual({ error: auctionMessages.notClaimable });
  });

  it('closes an auction without bids with no winner, and leaves open ones alone', async () => {
    const now = new Date(Date.now() + 5 * MINUTE);
    const empty = await createAuction(t.app, { endAt: new Date(now.getTime() - 1) });
    const open = await createAuction(t.app, { endAt: new Date(now.getTime() + MINUTE) });
    await tick(now);
    expect(await rowOf(empty.id)).toMatchObject({
      closedAt: now,
      winnerUserId: null,
      winningAmount: null,
      claimDeadlineAt: null,
    });
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
    expect(changed.filter((e) => e.auctionId === auction.id)).toHaveLength(1);
  });
});
