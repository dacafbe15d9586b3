import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type Payment } from '@wayfare/common';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const charged: DomainEvents['damageCharged'][] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app, { name: 'Dora Dent' });
  t.app.events.subscribe('damageCharged', (event) => {
    charged.push(event);
  });
});
afterAll(() => t.close());

const request = (payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/payments/create-request', payload, headers: user?.headers ?? {} });
const firstError = (body: string) => (JSON.parse(body) as { errors: Array<{ error: string }> }).errors[0]?.error;

describe('POST /api/payments/create-request', () => {
  it('charges a finished trip, with its own checkout link, and publishes damageCharged', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const response = await request({
      description: 'Found Damage on: Front bumper, Left mirror',
      totalCost: 150.005,
      userId: customer.user.id,
      bookingId: booking.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toEqual({
      id: expect.any(Number),
      description: 'Found Damage on: Front bumper, Left mirror',
      createdOn: expect.any(String),
      amount: 150.01,
      user: { id: customer.user.id, name: 'Dora Dent' },
      paid: false,
      stripeLink: expect.stringMatching(/^http:\/\/shop\.test\/checkout\/tcs_/),
    });
    expect(charged.at(-1)).toEqual({ paymentId: payment.id, bookingId: booking.id, userId: customer.user.id, amount: 150.01 });
    const session = payment.stripeLink?.split('/checkout/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${session}` });
    expect(page.json().cancelUrl).toContain(`paymentType=damage_charge&responseType=cancel&sessionId=${session}&entityId=${payment.id}`);
  });

  it('checks the description, the amount, the owner and the booking status', async () => {
    const finished = await createBooking(t.app, { userId: customer.user.id, status: 'Rated' });
    const valid = { description: 'Found Damage on: Roof', totalCost: 40, userId: customer.user.id, bookingId: finished.id };

    const badText = await request({ ...valid, description: 'Scratch' });
    expect(badText.statusCode).toBe(400);
    expect(firstError(badText.body)).toBe(paymentMessages.damageDescription);
    for (const totalCost of [0, -5, 0.001]) {
      const response = await request({ ...valid, totalCost });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toBe(paymentMessages.damageTotalCost);
    }
    const stranger = await createUser(t.app);
    const mismatch = await request({ ...valid, userId: stranger.user.id });
    expect(mismatch.statusCode).toBe(400);
    expect(firstError(mismatch.body)).toBe(paymentMessages.damageBookingMismatch);
    const upcoming = await createBooking(t.app, { userId: customer.user.id, status: 'Paid' });
    const notFinished = await request({ ...valid, bookingId: upcoming.id });
    expect(notFinished.statusCode).toBe(409);
    expect(firstError(notFinished.body)).toBe(paymentMessages.damageBookingStatus);
    expect((await request({ ...valid, bookingId: 99999999 })).statusCode).toBe(404);
    expect((await request(valid)).statusCode).toBe(201);
  });

  it('is for administrators only (auth before validation)', async () => {
    expect((await request({}, null)).statusCode).toBe(401);
    expect((await request({}, customer)).statusCode).toBe(403);
  });
});
