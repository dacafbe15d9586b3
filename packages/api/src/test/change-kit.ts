import { eq } from 'drizzle-orm';
import type { ChangeBookingResponse, ChangeQuote } from '@wayfare/common';
import type { App } from '../app';
import { bookingChanges, bookings, payments } from '../db/schema';
import { bookingBody, postBooking } from './booking-kit';
import { createCar, createCity, type TestUser } from './factories';

/**
 * The stage of the change tests: two cities at the same spot, so a trip's distance is 0 km and its price is only
 * the service fee (15), the time fees (4 € an hour, 45 € a started day), coverage (10 / 20) and delivery (10): every
 * total is reckoned by hand.
 */
export async function createFlatStage(app: App) {
  const from = await createCity(app, { lat: 48.1, lon: 11.5 });
  const to = await createCity(app, { lat: 48.1, lon: 11.5 });
  const car = await createCar(app, { cityId: from.id, fuelConsumption: 6 });
  return { from, to, car };
}

export interface TripAsked {
  fromCityId: number;
  toCityId: number;
  start: string;
  end: string;
  coverage?: 0 | 1 | 2;
  deliveryAddress?: string;
}

/** A change body for `trip` (no totalPrice unless given). */
export const changeBody = (trip: TripAsked, totalPrice?: number) => ({
  fromCityId: trip.fromCityId,
  toCityId: trip.toCityId,
  fromDate: trip.start.slice(0, 10),
  startDateTime: trip.start,
  endDateTime: trip.end,
  coverage: trip.coverage ?? 0,
  deliveryAddress: trip.deliveryAddress,
  ...(totalPrice === undefined ? {} : { totalPrice }),
});

export const postChange = (app: App, user: TestUser | undefined, bookingId: number | string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/change`,
    headers: user?.headers ?? {},
    payload: body,
  });

export async function changeOk(app: App, user: TestUser, bookingId: number, body: object) {
  const response = await postChange(app, user, bookingId, body);
  if (response.statusCode !== 200) throw new Error(`change: ${response.statusCode} ${response.body}`);
  return response.json<ChangeBookingResponse>();
}

export async function quoteChange(app: App, user: TestUser, bookingId: number, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/change/quote`,
    headers: user.headers,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`quote: ${response.statusCode} ${response.body}`);
  return response.json<ChangeQuote>();
}

/** An Unpaid booking made through the API, priced by calculate-cost. */
export async function bookUnpaid(app: App, user: TestUser, carId: number, trip: TripAsked): Promise<number> {
  const body = await bookingBody(
    app,
    user,
    { carId, fromCityId: trip.fromCityId, toCityId: trip.toCityId, start: trip.start, end: trip.end },
    { coverage: trip.coverage ?? 0, ...(trip.deliveryAddress ? { deliveryAddress: trip.deliveryAddress } : {}) },
  );
  const response = await postBooking(app, user, body);
  if (response.statusCode !== 200) throw new Error(`booking: ${response.statusCode} ${response.body}`);
  return response.json<{ bookingId: number }>().bookingId;
}

export const sessionOf = (url: string) => url.split('/checkout/')[1] ?? '';

/** Pays a test checkout link with the good card and confirms it through the return page, as the browser does. */
export async function payOnTestCheckout(app: App, user: TestUser, url: string, confirm = true): Promise<void> {
  const sessionId = sessionOf(url);
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'C' };
  const paid = await app.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/pay`, payload: card });
  if (paid.statusCode !== 200) throw new Error(`test checkout: ${paid.statusCode} ${paid.body}`);
  if (!confirm) return;
  const back = await app.inject({
    method: 'GET',
    url: `/api/payments/success?sessionId=${sessionId}`,
    headers: user.headers,
  });
  if (back.json<{ paid: boolean }>().paid !== true) throw new Error(`not confirmed: ${back.body}`);
}

/** The booking's pay link (GET /api/payments/pay). */
export async function payLink(app: App, user: TestUser, bookingId: number): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/pay?bookingId=${bookingId}`,
    headers: user.headers,
  });
  if (response.statusCode !== 200) throw new Error(`pay: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url;
}

/** A Paid booking: booked, then paid on the test checkout. */
export async function bookPaid(app: App, user: TestUser, carId: number, trip: TripAsked): Promise<number> {
  const bookingId = await bookUnpaid(app, user, carId, trip);
  await payOnTestCheckout(app, user, await payLink(app, user, bookingId));
  return bookingId;
}

export const readBooking = async (app: App, id: number) =>
  (await app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
export const readChanges = (app: App, id: number) =>
  app.database.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, id)).orderBy(bookingChanges.id);
export const readPayments = (app: App, id: number) =>
  app.database.db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(payments.id);
