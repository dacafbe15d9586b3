import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_RATE_LIMIT,
  bookingMessages,
  MAX_UNPAID_BOOKINGS,
  searchMessages,
  tooManyUnpaidText,
} from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { bookings } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { createUser } from '../src/test/factories';
import { bookingBodyOf, bookTrip, cancelBooking, newTrip, quoteTrip, wallClockDay } from './support/bookings';
import { expectErrorBody } from './support/http';

/**
 * One customer cannot take the fleet off sale. Before, a new account held every car of a city for ten years, unpaid,
 * again and again: no cap on unpaid bookings, on a trip's length or on how fast bookings are made.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bookingIdOf = (response: { json: <T>() => T }) => response.json<{ bookingId: number }>().bookingId;

describe('at most 3 unpaid bookings at once', () => {
  it('the 4th unpaid booking is refused; paying or canceling one makes room', async () => {
    const customer = await createUser(t.app);
    const held: number[] = [];
    for (let i = 0; i < MAX_UNPAID_BOOKINGS; i++) {
      const made = await bookTrip(t.app, customer, await newTrip(t.app));
      expect(made.statusCode, made.body).toBe(200);
      held.push(bookingIdOf(made));
    }
    const fourth = await bookTrip(t.app, customer, await newTrip(t.app));
    expectErrorBody(fourth, 409);
    expect(fourth.json()).toEqual({
      errors: [{ error: 'You already have 3 unpaid bookings or changes. Pay or cancel one first.' }],
    });

    expect((await cancelBooking(t.app, customer, held[0]!)).statusCode).toBeLessThan(300);
    expect((await bookTrip(t.app, customer, await newTrip(t.app))).statusCode).toBe(200);
    // Paid bookings do not count against the cap.
    await t.db.update(bookings).set({ status: 'Paid' }).where(eq(bookings.id, held[1]!));
    expect((await bookTrip(t.app, customer, await newTrip(t.app))).statusCode).toBe(200);
  });

  it('ten parallel bookings of ten cars by a new account: three are held, the rest refused', async () => {
    const customer = await createUser(t.app);
    const trips = await Promise.all(Array.from({ length: 10 }, () => newTrip(t.app)));
    const responses = await Promise.all(trips.map((trip) => bookTrip(t.app, customer, trip)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(MAX_UNPAID_BOOKINGS);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toEqual({ errors: [{ error: englishOf(tooManyUnpaidText) }] });
    }
    const unpaid = await t.db.select().from(bookings).where(eq(bookings.userId, customer.user.id));
    expect(unpaid).toHaveLength(MAX_UNPAID_BOOKINGS);
  });
});

describe('a trip lasts at most 30 days', () => {
  const tooLong = { errors: [{ error: 'A trip can last at most 30 days.', field: expect.any(String) }] };

  it('ten years is refused by the search, the quote and the booking alike; 30 days is fine', async () => {
    const customer = await createUser(t.app);
    const trip = { ...(await newTrip(t.app)), toDateTime: wallClockDay(365 * 10) };

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/cars/availableCars',
      payload: {
        fromCity: trip.fromCityId,
        toCity: trip.toCityId,
        fromDateTime: trip.fromDateTime,
        toDateTime: trip.toDateTime,
        selectedFeatures: null,
      },
    });
    expectErrorBody(search, 400);
    expect(search.json()).toEqual(tooLong);

    const quote = await quoteTrip(t.app, customer, trip);
    expectErrorBody(quote, 400);
    expect(quote.json()).toEqual(tooLong);

    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: customer.headers,
      payload: bookingBodyOf(customer, trip, 1),
    });
    expectErrorBody(booking, 400);
    expect(booking.json()).toEqual(tooLong);
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, customer.user.id))).toHaveLength(0);

    expect((await bookTrip(t.app, customer, { ...trip, toDateTime: wallClockDay(30) })).statusCode).toBe(200);
  });

  it('30 days and one minute is refused', async () => {
    const customer = await createUser(t.app);
    const trip = { ...(await newTrip(t.app)), toDateTime: wallClockDay(30).replace('T10:00:00', 'T10:01:00') };
    const quote = await quoteTrip(t.app, customer, trip);
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toEqual({ errors: [{ error: searchMessages.tripTooLong, field: 'toDateTime' }] });
  });
});

describe(`at most ${BOOKING_RATE_LIMIT} bookings a user per 10 minutes`, () => {
  it('booking and canceling over and over: the next booking is refused with 429 and Retry-After', async () => {
    const customer = await createUser(t.app);
    for (let i = 0; i < BOOKING_RATE_LIMIT; i++) {
      const made = await bookTrip(t.app, customer, await newTrip(t.app));
      expect(made.statusCode, `booking ${i + 1}: ${made.body}`).toBe(200);
      expect((await cancelBooking(t.app, customer, bookingIdOf(made))).statusCode).toBeLessThan(300);
    }
    const next = await bookTrip(t.app, customer, await newTrip(t.app));
    expectErrorBody(next, 429);
    expect(next.json()).toEqual({ errors: [{ error: bookingMessages.tooManyBookings }] });
    const retryAfter = Number(next.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Someone else is not slowed down by it.
    expect((await bookTrip(t.app, await createUser(t.app), await newTrip(t.app))).statusCode).toBe(200);
  });
});
