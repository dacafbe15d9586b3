import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingMessages,
  HOLD_MINUTES,
  type BookingChange,
  type Car,
  instantToWallClock,
  wallClockToInstant,
} from '@wayfare/common';
import { carStays, testCheckoutSessions } from '../../db/schema';
import { bookingNetPaid } from '../../domain/refunds';
import { runJobsOnce } from '../../scheduler';
import { bookingChangeLapseJob } from './booking-change-lapse';
import { createTestApp, type TestApp } from '../../test/app';
import { postBooking, wallClock } from '../../test/booking-kit';
import {
  bookPaid,
  bookUnpaid,
  changeBody,
  changeOk,
  createFlatStage,
  payLink,
  payOnTestCheckout,
  quoteChange,
  readBooking,
  readChanges,
  readPayments,
  sessionOf,
} from '../../test/change-kit';
import { createCity, createUser, type TestUser } from '../../test/factories';

/**
 * Changing a booking (docs/product/bookings-and-payments.md#changing-a-booking), the money of it. On the flat stage
 * (0 km) a trip costs 15 service + time fees (4 €/h, 45 € a started day) + coverage (Top 10, Premium 20):
 * 1 day = 60, 2 days = 105, 2 days Premium = 125.
 */
const TZ = 'Europe/Berlin';
let t: TestApp;
let customer: TestUser;
let rival: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: TZ });
  customer = await createUser(t.app);
  rival = await createUser(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const sessionStatus = async (sessionId: string) =>
  (await t.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId)))[0]?.status;

/** Does the car stand in the city, free, over [start, end] (a stay of decision 008 covers it)? */
async function standsFree(carId: number, cityId: number, start: string, end: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(carStays)
    .where(
      and(
        eq(carStays.carId, carId),
        eq(carStays.cityId, cityId),
        sql`${carStays.span} @> tstzrange(${wallClockToInstant(start, TZ).toISOString()}::timestamptz, ${wallClockToInstant(end, TZ).toISOString()}::timestamptz, '[]')`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

async function offered(fromCityId: number, toCityId: number, start: string, end: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cars/availableCars',
    payload: { fromCity: fromCityId, toCity: toCityId, fromDateTime: start, toDateTime: end },
  });
  return response.json<Car[]>().map((car) => car.id);
}

describe('a change that costs more', () => {
  it('holds both trips until the difference is paid, then applies the new one', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const old = { fromCityId: from.id, toCityId: to.id, start: wallClock(100, 10), end: wallClock(101, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, old);
    // Two days further on, two days long: 15 + 2 × 45 = 105, 45 more than the 60 paid.
    const next = { fromCityId: from.id, toCityId: to.id, start: wallClock(103, 10), end: wallClock(105, 10) };

    const quote = await quoteChange(t.app, customer, bookingId, changeBody(next));
    expect(quote.before.totalPrice).toBe(60);
    expect(quote.after).toEqual({
      cost: { fuelCost: 0, tollFees: 0, serviceFees: 15, timeFees: 90, coverageFee: 0, userDiscount: 0, total: 105 },
      deliveryFee: 0,
      totalPrice: 105,
    });
    expect(quote).toMatchObject({ amountDue: 45, refund: 0 });
    expect(await readChanges(t.app, bookingId)).toHaveLength(0);

    const answer = await changeOk(t.app, customer, bookingId, changeBody(next, 105));
    expect(answer).toEqual({ bookingId, amountDue: 45, refund: 0, url: expect.stringMatching(/\/checkout\/tcs_/) });

    // Both slots are the booking's: nobody else is offered or can book either of them.
    const held = await readBooking(t.app, bookingId);
    expect(held).toMatchObject({ totalPrice: 60, heldStartAt: expect.any(Date), heldEndAt: expect.any(Date) });
    expect(await offered(from.id, to.id, next.start, next.end)).not.toContain(car.id);
    expect(await offered(from.id, to.id, old.start, old.end)).not.toContain(car.id);
    const intruder = { ...changeBody(next, 105), carId: car.id, userId: rival.user.id };
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/calculate-cost',
      headers: rival.headers,
      payload: { carId: car.id, ...next, fromDateTime: next.start, toDateTime: next.end },
    });
    expect(priced.statusCode).toBe(409);
    const refused = await postBooking(t.app, rival, intruder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].error).toBe(bookingMessages.unavailable);
    const [pending] = await readChanges(t.app, bookingId);
    expect(pending).toMatchObject({ status: 'pending', amountDue: 45, userId: customer.user.id });
    const difference = (await readPayments(t.app, bookingId)).find((p) => p.kind === 'booking_change');
    expect(difference).toMatchObject({ amount: 45, paid: false, description: `Change of booking #${bookingId}` });

    await payOnTestCheckout(t.app, customer, answer.url ?? '');
    const applied = await readBooking(t.app, bookingId);
    expect(applied).toMatchObject({ totalPrice: 105, heldStartAt: null, heldEndAt: null, heldStartCityId: null });
    expect(instantToWallClock(applied?.startAt ?? new Date(0), TZ)).toBe(next.start);
    expect(instantToWallClock(applied?.endAt ?? new Date(0), TZ)).toBe(next.end);
    expect(applied?.costLines).toMatchObject({ timeFees: 90, serviceFees: 15, deliveryFee: 0 });
    expect(await bookingNetPaid(t.db, bookingId)).toBe(105);
    // The old slot is free again (the car waits in its city until the new trip), the new one taken.
    expect(await standsFree(car.id, from.id, old.start, old.end)).toBe(true);
    expect(await standsFree(car.id, from.id, next.start, next.end)).toBe(false);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/changes`,
      headers: customer.headers,
    });
    const [change] = history.json<BookingChange[]>();
    expect(change).toMatchObject({
      status: 'applied',
      amountDue: 45,
      by: { id: customer.user.id },
      before: { startDateTime: old.start, endDateTime: old.end, totalPrice: 60, coverage: 'No' },
      after: { startDateTime: next.start, endDateTime: next.end, totalPrice: 105, startCity: { id: from.id } },
    });
  });

  it(`reverts after ${HOLD_MINUTES} minutes unpaid (the scheduler's clock) and closes the checkout`, async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const old = { fromCityId: from.id, toCityId: to.id, start: wallClock(110, 10), end: wallClock(111, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, old);
    const next = { ...old, end: wallClock(112, 10) };
    const changedAt = Date.now();
    const answer = await changeOk(t.app, customer, bookingId, changeBody(next));
    expect(answer.amountDue).toBe(45);
    const tick = (minutes: number) =>
      runJobsOnce(t.db, t.app.events, new Date(changedAt + minutes * 60_000), [bookingChangeLapseJob]);

    await tick(HOLD_MINUTES - 1);
    expect((await readChanges(t.app, bookingId))[0]?.status).toBe('pending');
    // Back from the old trip's drop-off city during the day the change adds: held, so not offered.
    const extraDay = [to.id, from.id, wallClock(111, 12), wallClock(111, 20)] as const;
    expect(await offered(...extraDay)).not.toContain(car.id);
    await tick(HOLD_MINUTES + 1);
    const [reverted] = await readChanges(t.app, bookingId);
    expect(reverted?.status).toBe('reverted');
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 60, heldStartAt: null });
    expect(await sessionStatus(sessionOf(answer.url ?? ''))).toBe('canceled');
    // The day the change would have added is free again; the old trip is kept.
    expect(await offered(...extraDay)).toContain(car.id);
    expect(await offered(from.id, to.id, old.start, old.end)).not.toContain(car.id);
    // And another change may be made now.
    expect((await changeOk(t.app, customer, bookingId, changeBody(next))).amountDue).toBe(45);
  });

  it('gives money that arrives after the change lapsed straight back', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const old = { fromCityId: from.id, toCityId: to.id, start: wallClock(120, 10), end: wallClock(121, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, old);
    const answer = await changeOk(t.app, customer, bookingId, changeBody({ ...old, end: wallClock(122, 10) }));
    // Paid on the card page, but the return page is reached only after the scheduler reverted the change.
    await payOnTestCheckout(t.app, customer, answer.url ?? '', false);
    await runJobsOnce(t.db, t.app.events, new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000), [bookingChangeLapseJob]);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/success?sessionId=${sessionOf(answer.url ?? '')}`,
      headers: customer.headers,
    });
    expect(back.json()).toEqual({ paid: true });
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 60, heldStartAt: null });
    const refunds = (await readPayments(t.app, bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: -45, paid: true, providerReference: expect.stringMatching(/^tre_/) });
    expect(await bookingNetPaid(t.db, bookingId)).toBe(60);
  });
});

describe('a change that costs less', () => {
  it('refunds the whole difference more than 24 hours before pick-up, paid out on the test checkout', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const old = { fromCityId: from.id, toCityId: to.id, start: wallClock(130, 10), end: wallClock(132, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, { ...old, coverage: 2 });
    // 2 days Premium = 15 + 90 + 20 = 125 → 1 day without coverage = 60: 65 back.
    const next = { ...old, end: wallClock(131, 10), coverage: 0 as const };
    expect(await quoteChange(t.app, customer, bookingId, changeBody(next))).toMatchObject({
      before: { totalPrice: 125 },
      after: { totalPrice: 60 },
      amountDue: 0,
      refund: 65,
    });
    expect(await changeOk(t.app, customer, bookingId, changeBody(next, 60))).toEqual({
      bookingId,
      amountDue: 0,
      refund: 65,
      url: null,
    });
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 60, coverage: 0, heldStartAt: null });
    const refunds = (await readPayments(t.app, bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: -65,
      paid: true,
      description: `Refund for booking #${bookingId}`,
      providerReference: expect.stringMatching(/^tre_/),
    });
    expect(await bookingNetPaid(t.db, bookingId)).toBe(60);
    expect((await readChanges(t.app, bookingId))[0]).toMatchObject({ status: 'applied', amountDue: -65 });
  });

  it('keeps one day of time fees inside the last 24 hours (the cancellation policy)', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    // Pick-up in about 10 hours, on the hour, in the business zone.
    const startMs = Math.ceil((Date.now() + 10 * HOUR) / HOUR) * HOUR;
    const start = instantToWallClock(new Date(startMs), TZ);
    const old = {
      fromCityId: from.id,
      toCityId: to.id,
      start,
      end: instantToWallClock(new Date(startMs + 48 * HOUR), TZ),
    };
    const bookingId = await bookPaid(t.app, customer, car.id, { ...old, coverage: 2 });
    const next = { ...old, end: instantToWallClock(new Date(startMs + 24 * HOUR), TZ), coverage: 0 as const };
    // 125 → 60: 65, less one day of the old trip's time fees (45) = 20.
    const answer = await changeOk(t.app, customer, bookingId, changeBody(next));
    expect(answer).toMatchObject({ amountDue: 0, refund: 20 });
    const refunds = (await readPayments(t.app, bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((r) => [r.amount, r.paid])).toEqual([[-20, true]]);
    expect(await bookingNetPaid(t.db, bookingId)).toBe(105);
  });
});

describe('a change of an Unpaid booking', () => {
  it('re-prices it, closes its open checkout, and PAY answers a new one at the new price', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const old = { fromCityId: from.id, toCityId: to.id, start: wallClock(140, 10), end: wallClock(141, 10) };
    const bookingId = await bookUnpaid(t.app, customer, car.id, old);
    const firstLink = await payLink(t.app, customer, bookingId);
    const before = await readBooking(t.app, bookingId);

    // Back to a third city at the same spot (still 0 km), with delivery.
    const third = await createCity(t.app, { lat: 48.1, lon: 11.5 });
    const next = { ...old, toCityId: third.id, end: wallClock(142, 10), deliveryAddress: 'Hauptstraße 1' };
    // 2 days = 105, + 10 delivery = 115.
    const answer = await changeOk(t.app, customer, bookingId, changeBody(next, 115));
    expect(answer).toEqual({ bookingId, amountDue: 0, refund: 0, url: null });
    const after = await readBooking(t.app, bookingId);
    expect(after).toMatchObject({ status: 'Unpaid', totalPrice: 115, deliveryAddress: 'Hauptstraße 1' });
    expect(after?.costLines).toEqual({
      fuelCost: 0,
      tollFees: 0,
      serviceFees: 15,
      timeFees: 90,
      coverageFee: 0,
      deliveryFee: 10,
      userDiscount: 0,
    });
    // The hold is not extended.
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(await sessionStatus(sessionOf(firstLink))).toBe('canceled');
    const [closed, payment] = await readPayments(t.app, bookingId);
    // The old payment is closed and keeps its checkout (money taken there is found and sent back); a new payment
    // asks the new price on a checkout of its own.
    expect(closed).toMatchObject({
      amount: before?.totalPrice,
      providerSessionId: sessionOf(firstLink),
      closedAt: expect.any(Date),
      paid: false,
    });
    expect(payment).toMatchObject({
      amount: 115,
      closedAt: null,
      providerSessionId: expect.not.stringMatching(sessionOf(firstLink)),
      checkoutUrl: expect.stringMatching(/\/checkout\/tcs_/),
      description: `Booking #${bookingId}: ${car.make} ${car.model}, ${from.name} → ${third.name}`,
    });

    const secondLink = await payLink(t.app, customer, bookingId);
    expect(secondLink).not.toBe(firstLink);
    expect(secondLink).toBe(payment?.checkoutUrl);
    const session = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${sessionOf(secondLink)}` });
    expect(session.json().amount).toBe(115);
    await payOnTestCheckout(t.app, customer, secondLink);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ status: 'Paid', totalPrice: 115 });
  });
});
