import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auctionMessages } from '@wayfare/common';
import { auctions, auditLog, biddingBars, bookings } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { DAY_MS, errorOf, postBid, postClaim, wallClockIn } from '../../test/auction-kit';
import { createAuction, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { runJobsOnce } from '../../scheduler';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let cy: TestUser;
type Announced =
  | { event: 'auctionClaimLapsed'; payload: DomainEvents['auctionClaimLapsed'] }
  | { event: 'auctionSecondChance'; payload: DomainEvents['auctionSecondChance'] };
const announced: Announced[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.events.subscribe(
    'auctionClaimLapsed',
    (payload) => void announced.push({ event: 'auctionClaimLapsed', payload }),
  );
  t.app.events.subscribe(
    'auctionSecondChance',
    (payload) => void announced.push({ event: 'auctionSecondChance', payload }),
  );
});
afterAll(() => t.close());
// Bidders of their own in each test: a winner who lets a claim lapse may not bid for 30 days.
beforeEach(async () => {
  [ann, bob, cy] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
});

const MINUTE = 60_000;
/** 48 hours, written out: the claim window (docs/product/auctions.md#claim-deadline). */
const CLAIM_WINDOW_MS = 48 * 60 * MINUTE;
/** Every scheduler job, as a tick runs them: lifecycle, close, then the claim deadline. */
const tick = (at: Date) => runJobsOnce(t.db, t.app.events, at, t.app.scheduledJobs.all);
const rowOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
const barsOf = (auctionId: number) => t.db.select().from(biddingBars).where(eq(biddingBars.auctionId, auctionId));
const auditOf = (auctionId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(auctionId)))
    .orderBy(auditLog.id);
const announcedFor = (auctionId: number) => announced.filter((a) => a.payload.auctionId === auctionId);
const claimBooking = async (response: { json: () => unknown }) => {
  const { bookingId } = response.json() as { bookingId: number };
  return (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
};

/**
 * An auction (minimum 100 €) that received `ladder` in order and was closed by the scheduler a minute after its end.
 * Answers the close time, the first claim deadline and a claim body for its car.
 */
async function closedAuction(ladder: [TestUser, number][], reservePrice: number | null = null) {
  const from = await createCity(t.app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(t.app, { lat: 52.4, lon: 12.0 });
  const car = await createCar(t.app, { cityId: from.id, isExclusive: true });
  const endAt = new Date(Date.now() + 10 * MINUTE);
  const auction = await createAuction(t.app, { carId: car.id, minBidAmount: 100, endAt, reservePrice });
  for (const [user, amount] of ladder) expect((await postBid(t.app, user, auction.id, amount)).statusCode).toBe(201);
  const closeAt = new Date(endAt.getTime() + MINUTE);
  await tick(closeAt);
  const body = {
    auctionId: auction.id,
    carId: car.id,
    coverage: 2,
    fromCityId: from.id,
    toCityId: to.id,
    startDateTime: wallClockIn(t.app, 5 * DAY_MS),
    endDateTime: wallClockIn(t.app, 6 * DAY_MS),
  };
  return { id: auction.id, closeAt, deadline: new Date(closeAt.getTime() + CLAIM_WINDOW_MS), body };
}

/**
 * cy 100, bob 110, cy 150, bob 200, ann 300 (each at least the highest plus 10 €): ann wins at 300; bob's own highest
 * bid is 200, cy's 150.
 */
const LADDER = (): [TestUser, number][] => [
  [cy, 100],
  [bob, 110],
  [cy, 150],
  [bob, 200],
  [ann, 300],
];

describe('auction-claim-lapse job', () => {
  it('is one of the scheduler jobs, after the close', () => {
    const names = t.app.scheduledJobs.all.map((job) => job.name);
    expect(names.indexOf('auction-claim-lapse')).toBeGreaterThan(names.indexOf('auction-close'));
  });

  it('changes nothing at 47:59; at 48:00 the next bidder becomes the winner at their own highest bid', async () => {
    // A reserve of 200: bob's own highest bid reaches it exactly.
    const { id, deadline, body } = await closedAuction(LADDER(), 200);
    expect(await rowOf(id)).toMatchObject({ winnerUserId: ann.user.id, winningAmount: 300, claimDeadlineAt: deadline });

    await tick(new Date(deadline.getTime() - MINUTE));
    expect(await rowOf(id)).toMatchObject({
      winnerUserId: ann.user.id,
      winningAmount: 300,
      claimLapsedAt: null,
      lapsedWinnerUserId: null,
    });
    expect(announcedFor(id)).toEqual([]);

    await tick(deadline);
    expect(await rowOf(id)).toMatchObject({
      winnerUserId: bob.user.id,
      lapsedWinnerUserId: ann.user.id,
      winningAmount: 200,
      highestAmount: 300,
      claimDeadlineAt: new Date(deadline.getTime() + CLAIM_WINDOW_MS),
      claimLapsedAt: null,
    });
    expect(announcedFor(id)).toEqual([
      { event: 'auctionClaimLapsed', payload: { auctionId: id, userId: ann.user.id } },
      { event: 'auctionSecondChance', payload: { auctionId: id, userId: bob.user.id, amount: 200 } },
    ]);

    // The first winner is barred from bidding for 30 days from the deadline, up to the whole minute the refusal shows
    // (docs/product/auctions.md#winning-is-binding).
    const barredUntil = new Date(Math.ceil((deadline.getTime() + 30 * 24 * 60 * MINUTE) / MINUTE) * MINUTE);
    expect(await barsOf(id)).toEqual([{ auctionId: id, userId: ann.user.id, lapsedAt: deadline, barredUntil }]);
    expect(await auditOf(id)).toMatchObject([
      {
        actorId: null,
        actorEmail: null,
        action: 'lapse',
        after: {
          lapsedWinnerUserId: ann.user.id,
          barredUntil: barredUntil.toISOString(),
          secondChanceUserId: bob.user.id,
        },
      },
    ]);

    // The first winner and the third bidder may not claim; bob claims at his own 200 €.
    const late = await postClaim(t.app, ann, body);
    expect(late.statusCode).toBe(403);
    expect(errorOf(late)).toEqual({ error: auctionMessages.notWinner });
    expect((await postClaim(t.app, cy, body)).statusCode).toBe(403);
    const claimed = await postClaim(t.app, bob, body);
    expect(claimed.statusCode).toBe(200);
    expect(await claimBooking(claimed)).toMatchObject({ userId: bob.user.id, totalPrice: 200, status: 'Unpaid' });
  });

  it('gives one second chance, no more: when it lapses too, nobody can claim', async () => {
    const { id, deadline, body } = await closedAuction(LADDER());
    await tick(deadline);
    const secondDeadline = new Date(deadline.getTime() + CLAIM_WINDOW_MS);
    await tick(new Date(secondDeadline.getTime() - MINUTE));
    expect(await rowOf(id)).toMatchObject({ winnerUserId: bob.user.id, claimLapsedAt: null });

    await tick(secondDeadline);
    expect(await rowOf(id)).toMatchObject({
      winnerUserId: bob.user.id,
      lapsedWinnerUserId: ann.user.id,
      winningAmount: 200,
      claimLapsedAt: secondDeadline,
    });
    // cy (150) is not offered the car.
    expect(announcedFor(id)).toEqual([
      { event: 'auctionClaimLapsed', payload: { auctionId: id, userId: ann.user.id } },
      { event: 'auctionSecondChance', payload: { auctionId: id, userId: bob.user.id, amount: 200 } },
      { event: 'auctionClaimLapsed', payload: { auctionId: id, userId: bob.user.id } },
    ]);
    const lapsed = await postClaim(t.app, bob, body);
    expect(lapsed.statusCode).toBe(409);
    expect(errorOf(lapsed)).toEqual({ error: auctionMessages.notClaimable });
    expect((await postClaim(t.app, cy, body)).statusCode).toBe(403);
    expect((await postClaim(t.app, ann, body)).statusCode).toBe(403);

    await tick(new Date(secondDeadline.getTime() + CLAIM_WINDOW_MS));
    expect(announcedFor(id)).toHaveLength(3);
    expect((await rowOf(id))?.claimLapsedAt).toEqual(secondDeadline);
    // A second chance is an offer, not a win: its lapse bars nobody.
    expect((await barsOf(id)).map((bar) => bar.userId)).toEqual([ann.user.id]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('offers no second chance when the next bidder stayed below the reserve, or nobody else bid', async () => {
    // Reserve 210: ann's 300 sells the car, bob's own 200 would not.
    const { id, deadline, body } = await closedAuction(LADDER(), 210);
    const alone = await closedAuction([[ann, 100]]);
    await tick(deadline);
    await tick(alone.deadline);
    for (const [auctionId, lapsedAt] of [
      [id, deadline],
      [alone.id, alone.deadline],
    ] as const) {
      expect(await rowOf(auctionId)).toMatchObject({
        winnerUserId: ann.user.id,
        lapsedWinnerUserId: null,
        claimLapsedAt: lapsedAt,
      });
      expect(announcedFor(auctionId)).toEqual([
        { event: 'auctionClaimLapsed', payload: { auctionId, userId: ann.user.id } },
      ]);
    }
    expect((await postClaim(t.app, ann, body)).statusCode).toBe(409);
    expect((await postClaim(t.app, bob, body)).statusCode).toBe(403);
  });

  it('leaves a claimed auction alone; a claim booking whose hold runs out past the deadline lets the claim lapse', async () => {
    const kept = await closedAuction([
      [bob, 100],
      [ann, 110],
    ]);
    const paid = await postClaim(t.app, ann, kept.body);
    expect(paid.statusCode).toBe(200);
    const paidBooking = await claimBooking(paid);
    await t.db.update(bookings).set({ status: 'Paid' }).where(eq(bookings.id, paidBooking!.id));

    const dropped = await closedAuction([
      [bob, 100],
      [ann, 110],
    ]);
    const unpaid = await postClaim(t.app, ann, dropped.body);
    expect(unpaid.statusCode).toBe(200);

    // One tick at the deadline: the lifecycle cancels the unpaid claim booking (its 30-minute hold is long over),
    // which gives the claim back, and the deadline job then finds it unclaimed and past its deadline.
    await tick(dropped.deadline);
    expect(await rowOf(kept.id)).toMatchObject({
      winnerUserId: ann.user.id,
      claimedBookingId: paidBooking!.id,
      claimLapsedAt: null,
    });
    expect(announcedFor(kept.id)).toEqual([]);
    expect((await claimBooking(unpaid))?.status).toBe('Canceled');
    expect(await rowOf(dropped.id)).toMatchObject({
      winnerUserId: bob.user.id,
      lapsedWinnerUserId: ann.user.id,
      winningAmount: 100,
      claimedBookingId: null,
    });
    expect((await postClaim(t.app, ann, dropped.body)).statusCode).toBe(403);
  });

  it('moves each auction once when instances tick together', async () => {
    const { id, deadline } = await closedAuction(LADDER());
    await Promise.all([tick(deadline), tick(deadline), tick(deadline)]);
    expect(announcedFor(id).map((a) => a.event)).toEqual(['auctionClaimLapsed', 'auctionSecondChance']);
    expect(await rowOf(id)).toMatchObject({ winnerUserId: bob.user.id, claimLapsedAt: null });
    expect(await barsOf(id)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
