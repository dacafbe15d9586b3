import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, bookingMessages, cityMessages, type Auction, type Booking } from '@wayfare/common';
import { auctions, bookings } from '../../db/schema';
import { runJobsOnce } from '../../scheduler';
import { auctionCloseJob } from './auction-close';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createAdmin,
  createAuction,
  createBooking,
  createCar,
  createCity,
  createUser,
  type TestUser,
} from '../../test/factories';
import {
  bookingsPort,
  DAY_MS,
  errorOf,
  getAuction,
  HOUR_MS,
  postBid,
  postClaim,
  wallClockIn,
} from '../../test/auction-kit';
import { claimAuction } from './auction-claim';

let t: TestApp;
let admin: TestUser;
let winner: TestUser;
let loser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  winner = await createUser(t.app);
  loser = await createUser(t.app);
});
afterAll(() => t.close());

/**
 * An auction that `who` won with `amount` (loser bid 100 € first; `amount` must be at least 110), ended a second
 * before `closeAt` and closed by the scheduler's job at `closeAt`: the claim deadline is `closeAt` + 48 h.
 */
async function wonAuction(amount = 1234.5, { who = winner, closeAt = new Date() } = {}) {
  const from = await createCity(t.app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(t.app, { lat: 52.4, lon: 12.0 });
  const car = await createCar(t.app, { cityId: from.id, isExclusive: true });
  const auction = await createAuction(t.app, { carId: car.id, minBidAmount: 100 });
  expect((await postBid(t.app, loser, auction.id, 100)).statusCode).toBe(201);
  expect((await postBid(t.app, who, auction.id, amount)).statusCode).toBe(201);
  await t.db
    .update(auctions)
    .set({ endAt: new Date(closeAt.getTime() - 1000) })
    .where(eq(auctions.id, auction.id));
  await runJobsOnce(t.db, t.app.events, closeAt, [auctionCloseJob]);
  expect(await rowOf(auction.id)).toMatchObject({ winnerUserId: who.user.id, winningAmount: amount });
  const body = {
    auctionId: auction.id,
    carId: car.id,
    coverage: 2 as const,
    fromCityId: from.id,
    toCityId: to.id,
    startDateTime: wallClockIn(t.app, 3 * DAY_MS),
    endDateTime: wallClockIn(t.app, 4 * DAY_MS),
  };
  return { auction, car, from, to, body };
}

const rowOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
const canBeClaimed = async (id: number) => (await getAuction(t.app, winner, id)).json<Auction>().canBeClaimed;
const ownBookings = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/bookings/by-user', headers: user.headers })).json<Booking[]>();

describe('POST /api/bookings/claim', () => {
  it('books the won car for the winner: Unpaid, Premium, at the winning amount; then no longer claimable', async () => {
    const { auction, car, body } = await wonAuction(1234.5);
    expect(await canBeClaimed(auction.id)).toBe(1);
    const response = await postClaim(t.app, winner, body);
    expect(response.statusCode).toBe(200);
    const { bookingId } = response.json<{ bookingId: number }>();
    const booking = (await ownBookings(winner)).find((b) => b.id === bookingId);
    expect(booking).toMatchObject({
      bookingStatus: 'Unpaid',
      coverage: 'Premium',
      totalPrice: 1234.5,
      car: { registrationNumber: car.registrationNumber },
      startDateTime: body.startDateTime,
      endDateTime: body.endDateTime,
    });
    expect(await canBeClaimed(auction.id)).toBe(0);

    const again = await postClaim(t.app, winner, body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ error: auctionMessages.notClaimable });

    // The payment link comes from the usual endpoint.
    const pay = await t.app.inject({
      method: 'GET',
      url: `/api/payments/pay?bookingId=${bookingId}`,
      headers: winner.headers,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json<{ url: string }>().url).toMatch(/^https?:\/\//);
  });

  it('lets one of two parallel claims win', async () => {
    const { body } = await wonAuction();
    const codes = (await Promise.all([postClaim(t.app, winner, body), postClaim(t.app, winner, body)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('refuses anyone but the winner (403), admins (403) and guests (401)', async () => {
    const { body } = await wonAuction();
    const other = await postClaim(t.app, loser, body);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other)).toEqual({ error: auctionMessages.notWinner });
    expect((await postClaim(t.app, admin, body)).statusCode).toBe(403);
    expect((await postClaim(t.app, undefined, body)).statusCode).toBe(401);
    expect((await postClaim(t.app, undefined, {})).statusCode).toBe(401);
  });

  it('refuses an auction still open or won by nobody (409), and an unknown one (404)', async () => {
    const open = await createAuction(t.app);
    const { body } = await wonAuction();
    const response = await postClaim(t.app, winner, { ...body, auctionId: open.id, carId: open.carId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ error: auctionMessages.notClaimable });
    const nobody = await createAuction(t.app, { endAt: new Date(Date.now() - 1000), closedAt: new Date() });
    expect((await postClaim(t.app, winner, { ...body, auctionId: nobody.id, carId: nobody.carId })).statusCode).toBe(
      409,
    );
    const missing = await postClaim(t.app, winner, { ...body, auctionId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ error: auctionMessages.notFound });
  });

  it('refuses another car (400), a start in the past (400), unknown cities (404) and bad bodies (400)', async () => {
    const { body } = await wonAuction();
    const otherCar = await createCar(t.app, { isExclusive: true });
    const mismatch = await postClaim(t.app, winner, { ...body, carId: otherCar.id });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch)).toEqual({ error: auctionMessages.carMismatch, field: 'carId' });

    const past = await postClaim(t.app, winner, { ...body, startDateTime: wallClockIn(t.app, -HOUR_MS) });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toEqual({ error: bookingMessages.startInPast, field: 'startDateTime' });

    const noCity = await postClaim(t.app, winner, { ...body, toCityId: 999_999 });
    expect(noCity.statusCode).toBe(404);
    expect(errorOf(noCity)).toEqual({ error: cityMessages.notFound });

    for (const bad of [
      { ...body, coverage: 0 },
      { ...body, toCityId: body.fromCityId },
      { ...body, endDateTime: body.startDateTime },
      {},
    ]) {
      expect((await postClaim(t.app, winner, bad)).statusCode).toBe(400);
    }
    expect(await canBeClaimed(body.auctionId)).toBe(1);
  });

  it('answers 409 when the car is already booked for an overlapping time', async () => {
    const { car, from, body } = await wonAuction();
    const startAt = new Date(Date.now() + 3 * DAY_MS - HOUR_MS);
    await createBooking(t.app, {
      carId: car.id,
      startCityId: from.id,
      endCityId: from.id,
      startAt,
      endAt: new Date(startAt.getTime() + 2 * HOUR_MS),
    });
    const response = await postClaim(t.app, winner, body);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ error: bookingMessages.unavailable });
    expect(await canBeClaimed(body.auctionId)).toBe(1);
  });

  it('answers 409 when the car is blocked for maintenance over the trip, and claims once the block is removed', async () => {
    // A winner of its own: the claim below leaves an Unpaid booking, which counts against the unpaid limit.
    const bidder = await createUser(t.app);
    const { car, body } = await wonAuction(1234.5, { who: bidder });
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/blocks`,
      headers: admin.headers,
      payload: { startDateTime: body.startDateTime, endDateTime: body.endDateTime, reason: 'Detailing' },
    });
    expect(block.statusCode).toBe(201);
    const refused = await postClaim(t.app, bidder, body);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ error: bookingMessages.unavailable });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}/blocks/${block.json<{ id: number }>().id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await postClaim(t.app, bidder, body)).statusCode).toBe(200);
  });

  it('opens the claim again when the claimed booking is canceled unpaid, by the winner or by the hold expiring', async () => {
    const { auction, body } = await wonAuction();
    const first = (await postClaim(t.app, winner, body)).json<{ bookingId: number }>().bookingId;
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/cancel?bookingId=${first}`,
      headers: winner.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await canBeClaimed(auction.id)).toBe(1);

    const second = await postClaim(t.app, winner, body);
    expect(second.statusCode).toBe(200);
    const secondId = second.json<{ bookingId: number }>().bookingId;
    await runJobsOnce(
      t.db,
      t.app.events,
      new Date(Date.now() + 31 * 60_000),
      t.app.scheduledJobs.named('booking lifecycle'),
    );
    const [expired] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, secondId));
    expect(expired?.status).toBe('Canceled');
    expect(await canBeClaimed(auction.id)).toBe(1);
  });

  it('keeps the claim when a paid claimed booking is canceled (it is refunded)', async () => {
    const { auction, body } = await wonAuction();
    const { bookingId } = (await postClaim(t.app, winner, body)).json<{ bookingId: number }>();
    await t.app.events.publish('bookingCanceled', { bookingId, userId: winner.user.id, wasPaid: true, refund: 0 });
    expect(await canBeClaimed(auction.id)).toBe(0);
  });
  it('claims only before the deadline: refused from close + 48 h on (409), the winner still being the winner', async () => {
    const late = await createUser(t.app);
    // Closed 48 h and one minute ago: the deadline passed a minute ago and the deadline job has not run yet.
    const { auction, body } = await wonAuction(500, {
      who: late,
      closeAt: new Date(Date.now() - 48 * HOUR_MS - 60_000),
    });
    const refused = await postClaim(t.app, late, body);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ error: auctionMessages.notClaimable });
    expect(await rowOf(auction.id)).toMatchObject({ winnerUserId: late.user.id, claimedBookingId: null });
  });

  it('gives a claim canceled unpaid back within the 48 hours only: again at 47:59:59.999, never at 48:00', async () => {
    const again = await createUser(t.app);
    const closeAt = new Date();
    const { auction, body } = await wonAuction(640, { who: again, closeAt });
    const deadline = closeAt.getTime() + 48 * HOUR_MS;
    const claimAt = (at: number) =>
      claimAuction(t.db, t.app.config.timezone, again.user.id, body, new Date(at), bookingsPort);
    const cancel = async (bookingId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/bookings/cancel?bookingId=${bookingId}`,
          headers: again.headers,
        })
      ).statusCode;

    const first = await claimAt(deadline - 2 * HOUR_MS);
    expect(await cancel(first.bookingId)).toBe(200);
    const second = await claimAt(deadline - 1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, second.bookingId));
    expect(booking).toMatchObject({ totalPrice: 640, status: 'Unpaid' });
    expect(await cancel(second.bookingId)).toBe(200);
    expect((await rowOf(auction.id))?.claimedBookingId).toBeNull();

    for (const at of [deadline, deadline + HOUR_MS]) {
      await expect(claimAt(at)).rejects.toMatchObject({ code: 'CONFLICT', message: auctionMessages.notClaimable });
    }
  });

  it('refuses a claim that lapsed (claim_lapsed_at set), even with a deadline still ahead', async () => {
    const lapsed = await createUser(t.app);
    const { auction, body } = await wonAuction(300, { who: lapsed });
    await t.db.update(auctions).set({ claimLapsedAt: new Date() }).where(eq(auctions.id, auction.id));
    const response = await postClaim(t.app, lapsed, body);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ error: auctionMessages.notClaimable });
  });
});
