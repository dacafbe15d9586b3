import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages, type Review } from '@wayfare/common';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app, { name: 'Rita Reviewer' });
  other = await createUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload && { payload }) });
const firstError = (body: string) => (JSON.parse(body) as { errors: Array<{ error: string }> }).errors[0]?.error;
const statusOf = async (id: number) =>
  (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

const body = (bookingId: number, user: TestUser = customer) => ({
  valueForMoney: 5,
  carSpeed: 4,
  carCondition: 3,
  text: 'Smooth ride, clean car.',
  bookingId,
  userId: user.user.id,
});

let tripsAgo = 0;
async function review(user: TestUser = customer, carId?: number) {
  // Past trips a week apart, so trips of one car never overlap.
  const startAt = new Date(Date.now() - (++tripsAgo + 1) * 7 * 86_400_000);
  const booking = await createBooking(t.app, {
    userId: user.user.id,
    status: 'Finished',
    distance: 331,
    startAt,
    ...(carId && { carId }),
  });
  const response = await call('POST', '/api/reviews', user, body(booking.id, user));
  expect(response.statusCode, response.body).toBe(201);
  return { booking, review: response.json<Review>() };
}

describe('POST /api/reviews', () => {
  it('reviews a finished trip once and marks the booking Rated', async () => {
    const car = await createCar(t.app, { make: 'Skoda', model: 'Octavia' });
    const { booking, review: created } = await review(customer, car.id);
    expect(created).toEqual({
      id: expect.any(Number),
      text: 'Smooth ride, clean car.',
      valueForMoney: 5,
      carCondition: 3,
      carSpeed: 4,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      user: { id: customer.user.id, name: 'Rita Reviewer' },
      booking: { id: booking.id, distance: 331, car: { id: car.id, make: 'Skoda', model: 'Octavia' } },
    });
    expect(await statusOf(booking.id)).toBe('Rated');
    const twice = await call('POST', '/api/reviews', customer, body(booking.id));
    expect(twice.statusCode).toBe(409);
    expect(firstError(twice.body)).toBe(reviewMessages.alreadyReviewed);
  });

  it('refuses empty text, ratings outside 1–5, unfinished or foreign trips, and other roles', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const empty = await call('POST', '/api/reviews', customer, { ...body(booking.id), text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty.body)).toBe(reviewMessages.textRequired);
    const missing = await call('POST', '/api/reviews', customer, { ...body(booking.id), text: undefined });
    expect(firstError(missing.body)).toBe(reviewMessages.textRequired);
    for (const rating of [0, 6, 2.5]) {
      const response = await call('POST', '/api/reviews', customer, { ...body(booking.id), carSpeed: rating });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toBe(reviewMessages.createRating);
    }
    const paid = await createBooking(t.app, { userId: customer.user.id, status: 'Paid' });
    const early = await call('POST', '/api/reviews', customer, body(paid.id));
    expect(early.statusCode).toBe(409);
    expect(firstError(early.body)).toBe(reviewMessages.notFinished);
    expect((await call('POST', '/api/reviews', other, body(booking.id, other))).statusCode).toBe(404);
    expect((await call('POST', '/api/reviews', other, body(booking.id))).statusCode).toBe(403);
    expect((await call('POST', '/api/reviews', admin, body(booking.id))).statusCode).toBe(403);
    expect((await call('POST', '/api/reviews', null, body(booking.id))).statusCode).toBe(401);
    expect(await statusOf(booking.id)).toBe('Finished');
  });
});

describe('simultaneous reviews of one trip', () => {
  it('accept exactly one; the others get 409', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/reviews', customer, body(booking.id))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array.from({ length: 7 }, () => 409)]);
    expect(await statusOf(booking.id)).toBe('Rated');
  });
});

describe('reading reviews', () => {
  it("lists a car's reviews publicly, newest first, and the caller's own", async () => {
    const car = await createCar(t.app);
    const first = await review(customer, car.id);
    const second = await review(other, car.id);
    const list = (await call('GET', `/api/reviews?carId=${car.id}`, null)).json<Review[]>();
    expect(list.map((r) => r.id)).toEqual([second.review.id, first.review.id]);
    const own = (await call('GET', '/api/reviews/by-user', other)).json<Review[]>();
    expect(own.map((r) => r.id)).toEqual([second.review.id]);
    expect((await call('GET', '/api/reviews/by-user', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/reviews?carId=abc', null)).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/reviews/{id}', () => {
  it('lets the author and admins edit with 0–5 ratings and non-empty text; others get 403', async () => {
    const { review: created } = await review();
    const edit = { valueForMoney: 0, carSpeed: 5, carCondition: 1, text: 'Changed my mind.' };
    const updated = await call('PUT', `/api/reviews/${created.id}`, customer, edit);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Review>()).toMatchObject({ ...edit, id: created.id });
    expect((await call('PUT', `/api/reviews/${created.id}`, admin, { ...edit, text: 'Moderated.' })).json().text).toBe(
      'Moderated.',
    );

    const empty = await call('PUT', `/api/reviews/${created.id}`, customer, { ...edit, text: '' });
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty.body)).toBe(reviewMessages.textEmpty);
    const high = await call('PUT', `/api/reviews/${created.id}`, customer, { ...edit, carSpeed: 6 });
    expect(firstError(high.body)).toBe(reviewMessages.editRating);
    expect((await call('PUT', `/api/reviews/${created.id}`, other, edit)).statusCode).toBe(403);
    expect((await call('PUT', '/api/reviews/99999999', customer, edit)).statusCode).toBe(404);
    expect((await call('PUT', `/api/reviews/${created.id}`, null, edit)).statusCode).toBe(401);
  });

  it('deletes for the author or an admin (204) and makes the trip reviewable again', async () => {
    const mine = await review();
    expect((await call('DELETE', `/api/reviews/${mine.review.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/reviews/${mine.review.id}`, customer)).statusCode).toBe(204);
    expect(await statusOf(mine.booking.id)).toBe('Finished');
    expect((await call('DELETE', `/api/reviews/${mine.review.id}`, customer)).statusCode).toBe(404);

    const theirs = await review(other);
    expect((await call('DELETE', `/api/reviews/${theirs.review.id}`, admin)).statusCode).toBe(204);
  });
});
