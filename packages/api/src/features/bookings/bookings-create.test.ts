import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, priceTrip } from '@wayfare/common';
import { bookings } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';
import { bookingBody, calculateCost, createTripStage, postBooking, wallClock } from '../../test/booking-kit';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
  customer = await createUser(t.app);
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

describe('POST /api/bookings/calculate-cost', () => {
  it("prices the trip from the server's data: route, car consumption, started hours, coverage", async () => {
    const { from, to, car } = await createTripStage(t.app);
    const body = {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      fromDateTime: wallClock(1, 10),
      toDateTime: wallClock(2, 13),
    };
    const { distance } = estimateRoute(from, to);
    const expected = priceTrip({ distanceKm: distance, fuelConsumption: 6, durationMs: 27 * 3_600_000 });
    expect(await calculateCost(t.app, customer, body)).toEqual(expected);
    // Time: 27 started hours = one capped day (45) + 3 × 4.
    expect(expected.timeFees).toBe(57);
    const top = await calculateCost(t.app, admin, { ...body, coverage: 1, deliveryAddress: 'Main street 1' });
    expect(top).toEqual({ ...expected, coverageFee: 10 });
  });

  it('needs a login and sane input', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const body = {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      fromDateTime: wallClock(1, 10),
      toDateTime: wallClock(1, 9),
    };
    const inject = (payload: object, headers = customer.headers) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/calculate-cost', headers, payload });
    expect((await inject(body, {} as typeof customer.headers)).statusCode).toBe(401);
    expect((await inject(body)).statusCode).toBe(400);
    expect((await inject({ ...body, toCityId: from.id })).statusCode).toBe(400);
    expect((await inject({ ...body, coverage: 3 })).statusCode).toBe(400);
    expect((await inject({ ...body, carId: 999_999, toDateTime: wallClock(2, 9) })).statusCode).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  it('books an Unpaid trip at the server price and answers {bookingId}', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const trip = { carId: car.id, fromCityId: from.id, toCityId: to.id, start: wallClock(3, 9), end: wallClock(5, 9) };
    const body = await bookingBody(t.app, customer, trip, { coverage: 1, deliveryAddress: 'Hauptstraße 5, Berlin' });
    const response = await postBooking(t.app, customer, body);
    expect(response.statusCode).toBe(200);
    const { bookingId } = response.json<{ bookingId: number }>();
    expect(response.json()).toEqual({ bookingId: expect.any(Number) });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      status: 'Unpaid',
      userId: customer.user.id,
      carId: car.id,
      coverage: 1,
      totalPrice: body.totalPrice,
      deliveryAddress: 'Hauptstraße 5, Berlin',
      // Winter in Berlin: UTC+1.
      startAt: new Date('2031-01-04T08:00:00Z'),
    });
    // The lines a receipt prints add up to the stored total: 48 h = 2 × 45 of time, Top 10, delivery 10.
    const lines = row?.costLines;
    expect(lines).toMatchObject({ timeFees: 90, coverageFee: 10, deliveryFee: 10, userDiscount: 0 });
    const sum = lines ? Object.values(lines).reduce((a, b) => a + b, 0) - 2 * lines.userDiscount : 0;
    expect(sum).toBeCloseTo(body.totalPrice, 2);
    const read = await t.app.inject({ method: 'GET', url: '/api/bookings/by-user', headers: customer.headers });
    expect(
      read.json<{ id: number; coverage: string; bookingStatus: string; startDateTime: string }[]>()[0],
    ).toMatchObject({
      id: bookingId,
      coverage: 'Top',
      bookingStatus: 'Unpaid',
      startDateTime: '2031-01-04T09:00:00',
    });
  });

  it('is for customers only, booking for themselves', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const body = await bookingBody(t.app, customer, {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(3, 9),
      end: wallClock(4, 9),
    });
    expect((await postBooking(t.app, undefined, body)).statusCode).toBe(401);
    expect((await postBooking(t.app, undefined, {})).statusCode).toBe(401);
    expect((await postBooking(t.app, admin, { ...body, userId: admin.user.id })).statusCode).toBe(403);
    const other = await createUser(t.app);
    const mismatch = await postBooking(t.app, other, body);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ errors: [{ error: bookingMessages.notYours }] });
    expect(await t.db.select().from(bookings).where(eq(bookings.carId, car.id))).toEqual([]);
  });

  it('refuses a total that differs by more than a cent, with the new-total message', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const body = await bookingBody(t.app, customer, {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(3, 9),
      end: wallClock(4, 9),
    });
    const stale = await postBooking(t.app, customer, { ...body, totalPrice: body.totalPrice - 0.02 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      errors: [{ error: 'Price has changed, please review the new total', field: 'totalPrice' }],
    });
    // Delivery not paid for: 10 € short.
    const noDelivery = await postBooking(t.app, customer, { ...body, deliveryAddress: 'Somewhere 1' });
    expect(noDelivery.statusCode).toBe(409);
    // Within a cent is fine (a client rounding differently).
    expect((await postBooking(t.app, customer, { ...body, totalPrice: body.totalPrice + 0.01 })).statusCode).toBe(200);
  });

  it('refuses a car that is taken, elsewhere or would strand a later trip', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const trip = {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(10, 9),
      end: wallClock(11, 9),
    };
    const body = await bookingBody(t.app, customer, trip);
    await createBooking(t.app, {
      carId: car.id,
      startCityId: from.id,
      endCityId: from.id,
      startAt: new Date('2031-01-11T07:00:00Z'),
      endAt: new Date('2031-01-12T07:00:00Z'),
    });
    const taken = await postBooking(t.app, customer, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ errors: [{ error: 'This car is no longer available for these dates' }] });
    // From the other city: the car is not there. Calculate-cost says so before PAY NOW does (the way back costs the
    // same as the way there, so the body is priced from that).
    const later = { ...trip, start: wallClock(20, 9), end: wallClock(21, 9) };
    const backwards = { ...later, fromCityId: to.id, toCityId: from.id };
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/calculate-cost',
      headers: customer.headers,
      payload: { ...backwards, fromDateTime: backwards.start, toDateTime: backwards.end },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toEqual({ errors: [{ error: 'This car is no longer available for these dates' }] });
    const elsewhere = { ...(await bookingBody(t.app, customer, later)), fromCityId: to.id, toCityId: from.id };
    expect((await postBooking(t.app, customer, elsewhere)).statusCode).toBe(409);
  });

  it('refuses a start in the past and malformed bodies with 400', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const past = await bookingBody(t.app, customer, {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: '2020-01-01T10:00:00',
      end: '2020-01-02T10:00:00',
    });
    const response = await postBooking(t.app, customer, past);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: bookingMessages.startInPast, field: 'startDateTime' }] });
    const good = await bookingBody(t.app, customer, {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(3, 9),
      end: wallClock(4, 9),
    });
    for (const bad of [
      { coverage: 5 },
      { fromDate: '2031-01-05' },
      { endDateTime: wallClock(2, 9) },
      { toCityId: from.id },
      { totalPrice: -1 },
    ]) {
      expect((await postBooking(t.app, customer, { ...good, ...bad })).statusCode).toBe(400);
    }
  });
});
