import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_LAPSED_CHANGES, tooManyUnpaidText, tripMessages } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { runJobsOnce } from '../src/scheduler';
import { bookingChangeLapseJob } from '../src/features/bookings/booking-change-lapse';
import { createTestApp, type TestApp } from '../src/test/app';
import { wallClock } from '../src/test/booking-kit';
import {
  bookPaid,
  bookUnpaid,
  changeBody,
  createFlatStage,
  postChange,
  readChanges,
  type TripAsked,
} from '../src/test/change-kit';
import { createUser, type TestUser } from '../src/test/factories';
import { bookTrip, newTrip } from './support/bookings';

/**
 * A dearer change cannot hold a car indefinitely (docs/product/bookings-and-payments.md#changing-a-booking). Before, a
 * 1-hour paid booking changed to 20 days held both trips for 30 minutes, and after the lapse the same POST held them
 * again, without end: the car was off sale for everyone while its customer risked nothing.
 */
const ROUNDS = inject('testDatabase').driver === 'pg' ? 10 : 2;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { error: string }[] }).errors[0]?.error;

/** A Paid one-hour trip (19 € on the flat stage) and the same pick-up for 20 days (a dearer change). */
async function paidHour(customer: TestUser, day = 40) {
  const { from, to, car } = await createFlatStage(t.app);
  const hour: TripAsked = { fromCityId: from.id, toCityId: to.id, start: wallClock(day, 10), end: wallClock(day, 11) };
  const bookingId = await bookPaid(t.app, customer, car.id, hour);
  return { bookingId, hour, long: { ...hour, end: wallClock(day + 20, 10) } };
}

/** The scheduler's lapse job, run as if its 30 minutes had passed. */
const lapse = () => runJobsOnce(t.db, t.app.events, new Date(Date.now() + 31 * 60_000), [bookingChangeLapseJob]);

describe('changes that wait for their difference', () => {
  it(`after ${MAX_LAPSED_CHANGES} lapsed changes, only a cheaper or equal trip`, async () => {
    const customer = await createUser(t.app);
    const { bookingId, hour, long } = await paidHour(customer);
    for (let i = 0; i < MAX_LAPSED_CHANGES; i++) {
      const held = await postChange(t.app, customer, bookingId, changeBody(long));
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json()).toMatchObject({ amountDue: expect.any(Number), url: expect.any(String) });
      await lapse();
    }
    expect((await readChanges(t.app, bookingId)).map((change) => change.status)).toEqual(
      Array(MAX_LAPSED_CHANGES).fill('reverted'),
    );

    const again = await postChange(t.app, customer, bookingId, changeBody(long));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(tripMessages.tooManyUnpaidChanges);
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/change/quote`,
      headers: customer.headers,
      payload: changeBody(long),
    });
    expect(errorOf(quoted)).toBe(tripMessages.tooManyUnpaidChanges);
    expect(await readChanges(t.app, bookingId)).toHaveLength(MAX_LAPSED_CHANGES);

    // The same price a day later is still allowed.
    const sameLater = { ...hour, start: wallClock(41, 10), end: wallClock(41, 11) };
    expect((await postChange(t.app, customer, bookingId, changeBody(sameLater))).statusCode).toBe(200);
  });

  it('a waiting change counts towards the 3 unpaid holds, both ways', async () => {
    const customer = await createUser(t.app);
    const { bookingId, long } = await paidHour(customer);
    for (let i = 0; i < 2; i++)
      expect((await bookTrip(t.app, customer, await newTrip(t.app, 60 + i))).statusCode).toBe(200);
    // Two Unpaid bookings and this change: three holds.
    expect((await postChange(t.app, customer, bookingId, changeBody(long))).statusCode).toBe(200);
    const fourth = await bookTrip(t.app, customer, await newTrip(t.app, 70));
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth)).toBe(englishOf(tooManyUnpaidText));

    // Three Unpaid bookings: a dearer change of a Paid one is refused the same way, a cheaper one is not.
    const other = await createUser(t.app);
    const paid = await paidHour(other, 80);
    for (let i = 0; i < 3; i++) {
      const { from, to, car } = await createFlatStage(t.app);
      await bookUnpaid(t.app, other, car.id, {
        fromCityId: from.id,
        toCityId: to.id,
        start: wallClock(90 + i, 10),
        end: wallClock(90 + i, 11),
      });
    }
    const dearer = await postChange(t.app, other, paid.bookingId, changeBody(paid.long));
    expect(dearer.statusCode).toBe(409);
    expect(errorOf(dearer)).toBe(englishOf(tooManyUnpaidText));
  });

  it(`a booking and a dearer change fired at once for the last hold: one wins, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await createUser(t.app);
      const { bookingId, long } = await paidHour(customer, 100 + round);
      for (let i = 0; i < 2; i++) await bookTrip(t.app, customer, await newTrip(t.app, 120 + i));
      const trip = await newTrip(t.app, 130);
      const [changed, booked] = await Promise.all([
        postChange(t.app, customer, bookingId, changeBody(long)),
        bookTrip(t.app, customer, trip),
      ]);
      expect([changed.statusCode, booked.statusCode].sort(), `${changed.body} ${booked.body}`).toEqual([200, 409]);
    }
  });
});
