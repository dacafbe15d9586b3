import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionsTexts,
  formatWallClock,
  stompDestinations,
  text,
  type Auction,
  instantToWallClock,
} from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { auctionMaxima, auctions, auditLog, biddingBars, bids } from '../src/db/schema';
import { auctionClaimLapseJob, lapseUnclaimedAuctions } from '../src/features/auctions/auction-claim-lapse';
import { auctionCloseJob } from '../src/features/auctions/auction-close';
import { runJobsOnce } from '../src/scheduler';
import { createTestApp, type TestApp } from '../src/test/app';
import { DAY_MS, getAuction, postBid, putMaximum } from '../src/test/auction-kit';
import { createAdmin, createAuction, createUser, type TestUser } from '../src/test/factories';
import { connectStomp, listen, type TestStompClient } from '../src/test/stomp-client';
import { expectErrorBody } from './support/http';

/**
 * Winning is binding (docs/product/auctions.md#winning-is-binding). A leader whose maximum reaches the reserve is
 * raised to it at once, as on the large auction sites, so a throwaway account could learn a secret reserve by placing
 * a high maximum — and before, it cost nothing: the throwaway won, let the claim lapse and bid on as before. Now a
 * winner who lets the claim deadline pass cannot bid, nor raise a maximum, for 30 days, over HTTP and STOMP; the bar
 * is written by the claim deadline job in the lapse's own transaction, and the admin sees it on the auction and in the
 * audit log.
 */
let t: TestApp;
let url: string;
let admin: TestUser;
const clients: TestStompClient[] = [];
const TIME_ZONE = 'Europe/Berlin';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: TIME_ZONE });
  url = await listen(t.app);
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await t.close();
});

/** The close and the claim deadline jobs, as one tick of the scheduler at `at`. */
const tick = (at: Date) => runJobsOnce(t.db, t.app.events, at, [auctionCloseJob, auctionClaimLapseJob]);

/** The bar's end as a person reads it: 30 days after the deadline, up to the next whole minute, on the business clock. */
const barredUntil = (deadline: Date) => {
  const until = new Date(Math.ceil((deadline.getTime() + 30 * DAY_MS) / MINUTE) * MINUTE);
  return { until, wallClock: instantToWallClock(until, TIME_ZONE) };
};

/** An auction (minimum 100 €) that received `ladder`, closed a minute after its end; answers its claim deadline. */
async function wonAuction(ladder: [TestUser, number, number?][], reservePrice: number | null = null) {
  const endAt = new Date(Date.now() + 10 * MINUTE);
  const auction = await createAuction(t.app, { minBidAmount: 100, endAt, reservePrice });
  for (const [user, amount, max] of ladder) {
    const response = await postBid(t.app, user, auction.id, amount, max);
    expect(response.statusCode, response.body).toBe(201);
  }
  const closeAt = new Date(endAt.getTime() + MINUTE);
  await tick(closeAt);
  return { id: auction.id, deadline: new Date(closeAt.getTime() + 48 * 60 * MINUTE) };
}

/** What a refused bid must leave as it was. */
async function biddingOf(auctionId: number) {
  return {
    auction: (await t.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0],
    bids: await t.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id)),
    maxima: await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, auctionId)),
  };
}

const auditOf = (auctionId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'auction'), eq(auditLog.entityId, String(auctionId))))
    .orderBy(desc(auditLog.id));

describe('winning is binding', () => {
  it('the probe of a reserve: raised to it, won, lapsed — then barred for 30 days over HTTP and STOMP', async () => {
    const prober = await createUser(t.app, { name: 'Throwaway Prober' });
    const rival = await createUser(t.app);
    // Before the lapse the prober also leads another auction: that bid stands, but the maximum may not be raised.
    const led = await createAuction(t.app, { minBidAmount: 100, endAt: new Date(Date.now() + 90 * DAY_MS) });
    expect((await postBid(t.app, prober, led.id, 100)).statusCode).toBe(201);

    const { id, deadline } = await wonAuction([[prober, 100, 5_000]], 777);
    // The convention of the large auction sites, said on the product page: the leader is raised to the reserve.
    expect((await biddingOf(id)).bids.map((bid) => [bid.amount, bid.auto])).toEqual([
      [100, false],
      [777, true],
    ]);
    expect((await biddingOf(id)).auction).toMatchObject({ winnerUserId: prober.user.id, winningAmount: 777 });

    await tick(new Date(deadline.getTime() - MINUTE));
    expect(await t.db.select().from(biddingBars).where(eq(biddingBars.userId, prober.user.id))).toEqual([]);
    await tick(deadline);

    const { until, wallClock } = barredUntil(deadline);
    const barred = text(auctionsTexts, 'errors.barredAfterLapse', { date: formatWallClock(wallClock) });
    const refusal = { errors: [{ error: englishOf(barred) }] };
    expect(refusal.errors[0]!.error).toMatch(
      /^You let a won auction lapse and cannot bid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    );
    const open = await createAuction(t.app, { minBidAmount: 100 });
    const [openBefore, ledBefore] = [await biddingOf(open.id), await biddingOf(led.id)];

    const bid = await postBid(t.app, prober, open.id, 100, 300);
    expectErrorBody(bid, 409);
    expect(bid.json()).toEqual(refusal);
    const raise = await putMaximum(t.app, prober, led.id, 1_000);
    expectErrorBody(raise, 409);
    expect(raise.json()).toEqual(refusal);

    const client = await connectStomp(url, { accessToken: prober.token, userId: String(prober.user.id) });
    clients.push(client);
    await Promise.all([client.subscribe(stompDestinations.errors), client.subscribe(stompDestinations.bids(open.id))]);
    const body = JSON.stringify({ auctionId: open.id, userId: prober.user.id, bidAmount: 100 });
    await client.send(stompDestinations.bid, body, { accessToken: prober.token });
    expect(JSON.parse((await client.next(stompDestinations.errors)).body)).toEqual(refusal.errors[0]);
    expect(client.received.get(stompDestinations.bids(open.id))).toBeUndefined();

    expect(await biddingOf(open.id)).toEqual(openBefore);
    expect(await biddingOf(led.id)).toEqual(ledBefore);
    // Anyone else bids as before.
    expect((await postBid(t.app, rival, open.id, 100)).statusCode).toBe(201);

    // The admin sees it on the auction; the customer's answer has no such key.
    const asAdmin = await getAuction(t.app, admin, id);
    expect(asAdmin.json<Auction>().lapsedWinner).toEqual({
      user: { id: prober.user.id, name: 'Throwaway Prober' },
      barredUntil: wallClock,
    });
    expect(Object.keys((await getAuction(t.app, rival, id)).json<Auction>())).not.toContain('lapsedWinner');
    expect(Object.keys((await getAuction(t.app, prober, id)).json<Auction>())).not.toContain('lapsedWinner');

    // And in the audit log: the scheduler's entry, no administrator.
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: null,
        action: 'lapse',
        entity: 'auction',
        entityId: String(id),
        before: null,
        after: { lapsedWinnerUserId: prober.user.id, barredUntil: until.toISOString(), secondChanceUserId: null },
      }),
    ]);
    const log = await t.app.inject({ method: 'GET', url: '/api/audit?entity=auction', headers: admin.headers });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<Array<{ entityId: string; actorId: number | null }>>()).toContainEqual(
      expect.objectContaining({ entityId: String(id), actorId: null, actorEmail: null, action: 'lapse' }),
    );
    expect(await t.db.select().from(biddingBars).where(eq(biddingBars.auctionId, id))).toEqual([
      { auctionId: id, userId: prober.user.id, lapsedAt: deadline, barredUntil: until },
    ]);
  });

  it('the bar ends 30 days after the deadline', async () => {
    const [winner, late] = [await createUser(t.app), await createUser(t.app)];
    for (const [user, daysAgo] of [
      [winner, 31],
      [late, 29],
    ] as const) {
      const { id } = await wonAuction([[user, 100]]);
      // Won and unclaimed, its deadline long past: the job lapses it now, the bar counted from the deadline.
      const deadline = new Date(Date.now() - daysAgo * DAY_MS);
      await t.db.update(auctions).set({ claimDeadlineAt: deadline }).where(eq(auctions.id, id));
    }
    await tick(new Date());
    const open = await createAuction(t.app, { minBidAmount: 100 });
    expect((await postBid(t.app, winner, open.id, 100)).statusCode).toBe(201);
    expectErrorBody(await postBid(t.app, late, open.id, 200), 409);
  });

  it('a second chance is an offer, not a win: letting it lapse bars nobody more', async () => {
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    const { id, deadline } = await wonAuction([
      [second, 100],
      [first, 300],
    ]);
    await tick(deadline);
    expect((await biddingOf(id)).auction).toMatchObject({
      winnerUserId: second.user.id,
      lapsedWinnerUserId: first.user.id,
    });
    await tick(new Date(deadline.getTime() + 48 * 60 * MINUTE));
    expect((await biddingOf(id)).auction?.claimLapsedAt).not.toBeNull();

    const open = await createAuction(t.app, { minBidAmount: 100 });
    expectErrorBody(await postBid(t.app, first, open.id, 100), 409);
    expect((await postBid(t.app, second, open.id, 100)).statusCode).toBe(201);
    expect(await t.db.select().from(biddingBars).where(eq(biddingBars.auctionId, id))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('two scheduler instances lapsing the same claim at once bar the winner once', async () => {
    const winner = await createUser(t.app);
    const { id, deadline } = await wonAuction([[winner, 100]]);
    // Straight into the job, past the advisory lock that would make one of them skip: the row lock must hold alone.
    await Promise.all([1, 2].map(() => t.db.transaction((tx) => lapseUnclaimedAuctions(tx, deadline))));
    expect(await t.db.select().from(biddingBars).where(eq(biddingBars.auctionId, id))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
