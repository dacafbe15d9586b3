import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type Payment } from '@wayfare/common';
import type { DomainEvents } from '../../events/domain-events';
import { bookings, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
const confirmed: DomainEvents['paymentConfirmed'][] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app, { name: 'Paula Payer' });
  other = await createUser(t.app);
  t.app.events.subscribe('paymentConfirmed', (event) => {
    confirmed.push(event);
  });
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const post = (url: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });
const sessionOf = (url: string) => url.split('/checkout/')[1] ?? '';
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/39', cvc: '123', name: 'Paula Payer' });

async function unpaidBooking(user: TestUser = customer) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const from = await createCity(t.app, { name: `Berlin ${suffix}` });
  const to = await createCity(t.app, { name: `Munich ${suffix}` });
  const car = await createCar(t.app, { cityId: from.id, make: 'VW', model: 'Golf' });
  return createBooking(t.app, {
    carId: car.id,
    userId: user.user.id,
    endCityId: to.id,
    status: 'Unpaid',
    totalPrice: 187.4,
  });
}

async function payLink(bookingId: number, user: TestUser = customer) {
  const response = await get(`/api/payments/pay?bookingId=${bookingId}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

describe('GET /api/payments/pay', () => {
  it("answers the booking's test checkout link, the same one twice", async () => {
    const booking = await unpaidBooking();
    const url = await payLink(booking.id);
    expect(url).toMatch(/^http:\/\/shop\.test\/checkout\/tcs_[0-9a-f]{32}$/);
    expect(await payLink(booking.id)).toBe(url);

    const session = await get(`/api/payments/test-checkout/${sessionOf(url)}`);
    expect(session.json()).toEqual({
      description: expect.stringMatching(new RegExp(`^Booking #${booking.id}: VW Golf, Berlin \\w+ → Munich \\w+$`)),
      amount: 187.4,
      status: 'open',
      cancelUrl: `http://shop.test/pay-handle?paymentType=booking&responseType=cancel&sessionId=${sessionOf(url)}&entityId=${booking.id}`,
    });
  });

  it('gives parallel first calls one payment and one link', async () => {
    const booking = await unpaidBooking();
    const urls = await Promise.all(Array.from({ length: 5 }, () => payLink(booking.id)));
    expect(new Set(urls).size).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });

  it('uses the request origin without PUBLIC_URL', async () => {
    const plain = await createTestApp();
    try {
      const user = await createUser(plain.app);
      const booking = await createBooking(plain.app, { userId: user.user.id, status: 'Unpaid' });
      const response = await plain.app.inject({
        method: 'GET',
        url: `/api/payments/pay?bookingId=${booking.id}`,
        headers: { ...user.headers, host: 'localhost:4321' },
      });
      expect(response.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:4321\/checkout\//);
    } finally {
      await plain.close();
    }
  });

  it('refuses strangers, admins, anonymous callers and bookings that are not Unpaid', async () => {
    const booking = await unpaidBooking();
    expect((await get(`/api/payments/pay?bookingId=${booking.id}`)).statusCode).toBe(401);
    expect((await get(`/api/payments/pay?bookingId=${booking.id}`, admin)).statusCode).toBe(403);
    expect((await get(`/api/payments/pay?bookingId=${booking.id}`, other)).statusCode).toBe(404);
    const paid = await createBooking(t.app, { userId: customer.user.id, status: 'Paid' });
    const response = await get(`/api/payments/pay?bookingId=${paid.id}`, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].error).toBe(paymentMessages.bookingNotUnpaid);
    expect((await get('/api/payments/pay?bookingId=99999999', customer)).statusCode).toBe(404);
  });
});

describe('test checkout and confirmation', () => {
  it('declines 4000 0000 0000 0002, refuses other cards, pays with 4242 once', async () => {
    const booking = await unpaidBooking();
    const sessionId = sessionOf(await payLink(booking.id));
    const pay = (number: string) => post(`/api/payments/test-checkout/${sessionId}/pay`, card(number));

    const declined = await pay('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ errors: [{ error: 'Your card was declined.', field: 'cardNumber' }] });
    expect((await pay('4242 4242 4242 4241')).json().errors[0].error).toBe(paymentMessages.cardNumberInvalid);
    expect((await pay('5555 5555 5555 4444')).json().errors[0].error).toBe(paymentMessages.cardNumberUnsupported);
    const expired = await post(`/api/payments/test-checkout/${sessionId}/pay`, {
      ...card('4242424242424242'),
      expiry: '01/20',
    });
    expect(expired.json().errors[0].field).toBe('expiry');

    // Not paid yet: the return page confirms nothing.
    const early = await get(
      `/api/payments/success?sessionId=${sessionId}&paymentType=booking&entityId=${booking.id}`,
      customer,
    );
    expect(early.json()).toEqual({ paid: false });

    const paid = await pay('4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const successUrl = `http://shop.test/pay-handle?paymentType=booking&responseType=success&sessionId=${sessionId}&entityId=${booking.id}`;
    expect(paid.json()).toEqual({ redirectUrl: successUrl });
    expect((await pay('4242 4242 4242 4242')).json()).toEqual({ redirectUrl: successUrl });
    expect((await get(`/api/payments/test-checkout/${sessionId}`)).json().status).toBe('paid');

    // The card page alone does not make the payment paid: the confirm path does.
    const [before] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(before?.paid).toBe(false);

    // Someone else's session: 404, nothing changes.
    const foreign = await get(`/api/payments/success?sessionId=${sessionId}`, other);
    expect(foreign.statusCode).toBe(404);
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)))[0]?.paid).toBe(false);

    const events = confirmed.length;
    const ok = await get(
      `/api/payments/success?sessionId=${sessionId}&paymentType=booking&entityId=${booking.id}`,
      customer,
    );
    expect(ok.json()).toEqual({ paid: true });
    const replay = await get(`/api/payments/success?sessionId=${sessionId}`, customer);
    expect(replay.json()).toEqual({ paid: true });
    expect(confirmed.length).toBe(events + 1);
    expect(confirmed.at(-1)).toEqual({
      paymentId: before?.id,
      kind: 'booking',
      userId: customer.user.id,
      bookingId: booking.id,
      discountPlanId: null,
    });
    const [after] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(after?.paid).toBe(true);
    expect(after?.paidAt).toBeInstanceOf(Date);
    // The bookings feature listens to paymentConfirmed.
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('Paid');
  });

  it('confirms once when the return page is hit many times at once', async () => {
    const booking = await unpaidBooking();
    const sessionId = sessionOf(await payLink(booking.id));
    await post(`/api/payments/test-checkout/${sessionId}/pay`, card('4242424242424242'));
    const events = confirmed.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get(`/api/payments/success?sessionId=${sessionId}`, customer)),
    );
    expect(answers.map((a) => a.json())).toEqual(Array.from({ length: 10 }, () => ({ paid: true })));
    expect(confirmed.length).toBe(events + 1);
  });

  it('answers 503 on the webhook while Stripe is not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0].error).toBe(paymentMessages.webhookNotConfigured);
  });

  it('cancel returns the cancel address and changes nothing; unknown sessions are 404', async () => {
    const booking = await unpaidBooking();
    const sessionId = sessionOf(await payLink(booking.id));
    const cancel = await post(`/api/payments/test-checkout/${sessionId}/cancel`, {});
    expect(cancel.json<{ redirectUrl: string }>().redirectUrl).toContain('responseType=cancel');
    expect((await get(`/api/payments/cancel?sessionId=${sessionId}`, customer)).json()).toEqual({ paid: false });
    expect((await get(`/api/payments/test-checkout/${sessionId}`)).json().status).toBe('open');
    expect((await get('/api/payments/test-checkout/tcs_nope')).statusCode).toBe(404);
    expect((await get(`/api/payments/success?sessionId=${sessionId}`)).statusCode).toBe(401);
    expect((await get(`/api/payments/elsewhere?sessionId=${sessionId}`, customer)).statusCode).toBe(400);
  });
});

describe('payment lists', () => {
  // The payment's shape: docs/product/bookings-and-payments.md#payments.
  it('shows admins every payment and customers their own, newest first, in the documented shape', async () => {
    const mine = await unpaidBooking();
    await payLink(mine.id);
    const theirs = await unpaidBooking(other);
    await payLink(theirs.id, other);

    const own = (await get('/api/payments', customer)).json<Payment[]>();
    expect(own.every((p) => p.user.id === customer.user.id)).toBe(true);
    expect(own[0]).toEqual({
      id: expect.any(Number),
      description: expect.stringContaining(`Booking #${mine.id}`),
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      amount: 187.4,
      user: { id: customer.user.id, name: 'Paula Payer' },
      paid: false,
      stripeLink: expect.stringMatching(/^http:\/\/shop\.test\/checkout\//),
      kind: 'booking',
    });
    const all = (await get('/api/payments', admin)).json<Payment[]>();
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => b - a));
    expect(all.some((p) => p.user.id === other.user.id)).toBe(true);
    expect((await get('/api/payments/count', admin)).json()).toBe(all.length);
    expect((await get('/api/payments/count', customer)).json()).toBe(own.length);
    expect((await get('/api/payments/paged?page=0', admin)).json<Payment[]>().map((p) => p.id)).toEqual(
      all.slice(0, 10).map((p) => p.id),
    );
    expect((await get('/api/payments/paged?page=99', customer)).json()).toEqual([]);
    expect((await get('/api/payments')).statusCode).toBe(401);
  });
});
