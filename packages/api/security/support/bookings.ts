import { expect } from 'vitest';
import { bookingTotal, type CostBreakdown, type CreateBookingBody } from '@wayfare/common';
import type { App } from '../../src/app';
import { createCar, createCity, type TestUser } from '../../src/test/factories';

/** A trip an attacker asks for: a car and two cities of its own, wall-clock times in the business time zone. */
export interface Trip {
  carId: number;
  fromCityId: number;
  toCityId: number;
  fromDateTime: string;
  toDateTime: string;
}

/** `YYYY-MM-DDTHH:mm:ss`, `days` after 2031-06-01 at `hour`: always in the future for these tests. */
export function wallClockDay(days: number, hour = 10): string {
  const date = new Date(Date.UTC(2031, 5, 1 + days));
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00`;
}

/** A new car standing in a new city, and a one-day trip to another new city. */
export async function newTrip(app: App, days = 0, length = 1): Promise<Trip> {
  const from = await createCity(app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(app, { lat: 52.4, lon: 12.0 });
  const car = await createCar(app, { cityId: from.id, fuelConsumption: 6 });
  return {
    carId: car.id,
    fromCityId: from.id,
    toCityId: to.id,
    fromDateTime: wallClockDay(days),
    toDateTime: wallClockDay(days + length),
  };
}

export function quoteTrip(app: App, user: TestUser, trip: Trip) {
  return app.inject({ method: 'POST', url: '/api/bookings/calculate-cost', headers: user.headers, payload: trip });
}

/** The creation body as the page sends it, priced with `cost` (or a made-up total when none could be had). */
export function bookingBodyOf(user: TestUser, trip: Trip, cost: CostBreakdown | number): CreateBookingBody {
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDate: trip.fromDateTime.slice(0, 10),
    startDateTime: trip.fromDateTime,
    endDateTime: trip.toDateTime,
    totalPrice: typeof cost === 'number' ? cost : bookingTotal(cost, 0, false),
    coverage: 0,
    userId: user.user.id,
    deliveryAddress: undefined,
  };
}

/** Prices the trip as the page does, then books it: the server's answer. */
export async function bookTrip(app: App, user: TestUser, trip: Trip) {
  const quote = await quoteTrip(app, user, trip);
  expect(quote.statusCode, quote.body).toBe(200);
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: user.headers,
    payload: bookingBodyOf(user, trip, quote.json<CostBreakdown>()),
  });
}

export const cancelBooking = (app: App, user: TestUser, bookingId: number) =>
  app.inject({ method: 'GET', url: `/api/bookings/cancel?bookingId=${bookingId}`, headers: user.headers });
