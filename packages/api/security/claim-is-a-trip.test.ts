import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, searchMessages, tooManyUnpaidText } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { auctions, bookings } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAuction, createCar, createCity, createUser, type TestUser } from '../src/test/factories';
import { wallClockDay } from './support/bookings';
import { expectErrorBody } from './support/http';

/**
 * A claim is a normal trip. Before, the winner of an auction claimed its car for fifteen years at the winning price:
 * the claim obeyed none of the limits a booking does.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An ended auction won (by a new customer unless given) for 1,500 €, not yet claimed, and a one-day claim body. */
async function wonAuction(
  by?: TestUser,
): Promise<{ winner: TestUser; body: Record<string, unknown>; auctionId: number }> {
  const winner = by ?? (await createUser(t.app));
  const from = await createCity(t.app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(t.app, { lat: 52.4, lon: 12.0 });
  const car = await createCar(t.app, { cityId: from.id, isExclusive: true });
  const auction = await createAuction(t.app, { carId: car.id, minBidAmount: 100 });
  await t.db
    .update(auctions)
    .set({
      endAt: new Date(Date.now() - 1000),
      closedAt: new Date(),
      winnerUserId: winner.user.id,
      highestAmount: 1500,
    })
    .where(eq(auctions.id, auction.id));
  const body = {
    auctionId: auction.id,
    carId: car.id,
    coverage: 2,
    fromCityId: from.id,
    toCityId: to.id,
    startDateTime: wallClockDay(0),
    endDateTime: wallClockDay(1),
  };
  return { winner, body, auctionId: auction.id };
}

const claim = (user: TestUser, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/claim', headers: user.headers, payload: body });

async function claimedBooking(auctionId: number) {
  const [row] = await t.db
    .select({ bookingId: auctions.claimedBookingId })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.bookingId ?? null;
}

describe('a claim is a normal trip', () => {
  it('fifteen years is refused with the booking limit, and the auction stays claimable', async () => {
    const { winner, body, auctionId } = await wonAuction();
    const refused = await claim(winner, { ...body, endDateTime: wallClockDay(365 * 15) });
    expectErrorBody(refused, 400);
    expect(refused.json()).toEqual({ errors: [{ error: searchMessages.tripTooLong, field: 'endDateTime' }] });
    expect(await claimedBooking(auctionId)).toBeNull();
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, winner.user.id))).toHaveLength(0);

    const thirtyDays = await claim(winner, { ...body, endDateTime: wallClockDay(30) });
    expect(thirtyDays.statusCode, thirtyDays.body).toBe(200);
  });

  it('a claim that starts in the past is refused', async () => {
    const { winner, body } = await wonAuction();
    const refused = await claim(winner, {
      ...body,
      startDateTime: '2020-01-01T10:00:00',
      endDateTime: '2020-01-02T10:00:00',
    });
    expectErrorBody(refused, 400);
    expect(refused.json()).toEqual({ errors: [{ error: bookingMessages.startInPast, field: 'startDateTime' }] });
  });

  it('a claim counts as an unpaid booking like any other', async () => {
    const { winner, body } = await wonAuction();
    for (let i = 0; i < 3; i++) {
      const other = await wonAuction(winner);
      expect(
        (
          await claim(winner, {
            ...other.body,
            startDateTime: wallClockDay(i * 2),
            endDateTime: wallClockDay(i * 2 + 1),
          })
        ).statusCode,
      ).toBe(200);
    }
    const fourth = await claim(winner, body);
    expectErrorBody(fourth, 409);
    expect(fourth.json()).toEqual({ errors: [{ error: englishOf(tooManyUnpaidText) }] });
  });
});
