import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToWallClock, type CancellationQuote } from '@wayfare/common';
import { createTestApp, type TestApp } from '../src/test/app';
import {
  bookPaid,
  changeBody,
  changeOk,
  createFlatStage,
  quoteChange,
  readBooking,
  readPayments,
  type TripAsked,
} from '../src/test/change-kit';
import { createUser, type TestUser } from '../src/test/factories';

/**
 * Moving a trip never makes a late cancellation free again (docs/product/bookings-and-payments.md#cancellation-policy):
 * free cancellation ends 24 hours before the earliest pick-up a booking has ever had, and the late fee a change kept
 * stays kept. On the flat stage a day costs 15 service + 45 time = 60 €, an hour 15 + 4 = 19 €, and the late fee of a
 * day's trip is 45 €.
 */
const TZ = 'Europe/Berlin';
const HOUR_MS = 3_600_000;
let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: TZ });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

/** A wall-clock time `hours` from now, on the hour (so 3 means between 3 and 4 hours away). */
const hoursAhead = (hours: number) => {
  const instant = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + hours * HOUR_MS);
  return instantToWallClock(instant, TZ);
};

const cancellation = async (bookingId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/cancellation`,
    headers: customer.headers,
  });
  return response.json<CancellationQuote>();
};

const cancel = (bookingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/cancel?bookingId=${bookingId}`, headers: customer.headers });

/** A Paid one-day trip starting about three hours from now: past its free-cancellation deadline. */
async function lateTrip(): Promise<{ bookingId: number; trip: TripAsked }> {
  const { from, to, car } = await createFlatStage(t.app);
  const trip = { fromCityId: from.id, toCityId: to.id, start: hoursAhead(3), end: hoursAhead(27) };
  return { bookingId: await bookPaid(t.app, customer, car.id, trip), trip };
}

describe('a change does not reset the late-cancellation fee', () => {
  it('the same trip ten days later: the quote names the fee kept, and canceling after still keeps it', async () => {
    const { bookingId, trip } = await lateTrip();
    expect(await cancellation(bookingId)).toMatchObject({ refund: 15, fee: 45 });
    const firstDeadline = (await cancellation(bookingId)).freeUntil;

    const later = { ...trip, start: hoursAhead(3 + 240), end: hoursAhead(27 + 240) };
    expect(await quoteChange(t.app, customer, bookingId, changeBody(later))).toMatchObject({
      amountDue: 0,
      refund: 0,
      lateFeeKept: 45,
    });
    expect(await changeOk(t.app, customer, bookingId, changeBody(later))).toMatchObject({ amountDue: 0, refund: 0 });

    // The deadline stays 24 hours before the first pick-up, which has passed.
    expect(await cancellation(bookingId)).toEqual({ refund: 15, fee: 45, freeUntil: firstDeadline });
    expect((await cancel(bookingId)).statusCode).toBe(200);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ status: 'Canceled' });
    const refunds = (await readPayments(t.app, bookingId)).filter((payment) => payment.kind === 'refund');
    expect(refunds.map((refund) => refund.amount)).toEqual([-15]);
  });

  it('a cheaper, shorter trip later: the fee is kept by the change and again by the cancellation, once', async () => {
    const { bookingId, trip } = await lateTrip();
    const hour = { ...trip, start: hoursAhead(3 + 240), end: hoursAhead(4 + 240) };
    // 60 paid, 19 now: the 41 € difference is less than the 45 € fee, so nothing comes back.
    expect(await quoteChange(t.app, customer, bookingId, changeBody(hour))).toMatchObject({
      refund: 0,
      lateFeeKept: 45,
    });
    expect(await changeOk(t.app, customer, bookingId, changeBody(hour))).toMatchObject({ amountDue: 0, refund: 0 });
    // The one-hour trip's own late fee would be 4 €; the 45 € the change kept stays: 60 paid − 45 = 15 back.
    expect(await cancellation(bookingId)).toMatchObject({ refund: 15, fee: 45 });
  });

  it('a change made before the deadline leaves cancellation free until 24 hours before the earlier pick-up', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: hoursAhead(72), end: hoursAhead(96) };
    const bookingId = await bookPaid(t.app, customer, car.id, trip);
    const later = { ...trip, start: hoursAhead(240), end: hoursAhead(264) };
    expect(await quoteChange(t.app, customer, bookingId, changeBody(later))).toMatchObject({ lateFeeKept: 0 });
    await changeOk(t.app, customer, bookingId, changeBody(later));
    const terms = await cancellation(bookingId);
    expect(terms).toMatchObject({ refund: 60, fee: 0 });
    expect(terms.freeUntil).toBe(hoursAhead(48));
  });
});
