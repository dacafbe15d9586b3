import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createUser, type TestUser } from '../../test/factories';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let t: TestApp;
let customer: TestUser;
const confirmed: DomainEvents['paymentConfirmed'][] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PUBLIC_URL: 'http://shop.test',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  customer = await createUser(t.app);
  t.app.events.subscribe('paymentConfirmed', (event) => {
    confirmed.push(event);
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const HOUR_MS = 3_600_000;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.headers });
const refundsOf = (bookingId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund')));

async function stripeSessionFor(totalPrice = 187.4, trip: { startAt?: Date; endAt?: Date } = {}) {
  const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid', totalPrice, ...trip });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payments/pay?bookingId=${booking.id}`,
    headers: customer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json<{ url: string }>().url;
  const session = [...fake.sessions.values()].find((s) => s.url === url);
  if (!session) throw new Error('no fake session for the link');
  return { booking, session };
}

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const completed = (eventId: string, sessionId: string) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
});

const paymentOf = async (bookingId: number) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'booking')))
  )[0];

describe('Stripe Checkout (SDK against a local fake)', () => {
  it('reports stripe as the payment mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().paymentMode).toBe('stripe');
  });

  it('creates a euro session in cents with return URLs to /pay-handle, once per payment', async () => {
    const { booking, session } = await stripeSessionFor(187.4);
    expect(session.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '18740',
      success_url: `http://shop.test/pay-handle?paymentType=booking&responseType=success&sessionId={CHECKOUT_SESSION_ID}&entityId=${booking.id}`,
      cancel_url: `http://shop.test/pay-handle?paymentType=booking&responseType=cancel&sessionId={CHECKOUT_SESSION_ID}&entityId=${booking.id}`,
    });
    const sessionsBefore = fake.sessions.size;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/payments/pay?bookingId=${booking.id}`,
      headers: customer.headers,
    });
    expect(again.json()).toEqual({ url: session.url });
    expect(fake.sessions.size).toBe(sessionsBefore);
  });

  it('confirms on return only when Stripe says the session is paid, once', async () => {
    const { booking, session } = await stripeSessionFor();
    const confirm = () =>
      t.app.inject({ method: 'GET', url: `/api/payments/success?sessionId=${session.id}`, headers: customer.headers });
    expect((await confirm()).json()).toEqual({ paid: false });
    expect((await paymentOf(booking.id))?.paid).toBe(false);

    fake.markPaid(session.id);
    const events = confirmed.length;
    expect((await confirm()).json()).toEqual({ paid: true });
    expect((await confirm()).json()).toEqual({ paid: true });
    expect(confirmed.length).toBe(events + 1);
    expect((await paymentOf(booking.id))?.paid).toBe(true);
  });

  it('takes a signed checkout.session.completed webhook, ignores its replay and refuses bad signatures', async () => {
    const { booking, session } = await stripeSessionFor();
    fake.markPaid(session.id);

    const forged = await webhook(completed('evt_forged', session.id), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: completed('evt_x', session.id),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentOf(booking.id))?.paid).toBe(false);

    const events = confirmed.length;
    const first = await webhook(completed('evt_1', session.id));
    expect(first.statusCode).toBe(200);
    expect((await paymentOf(booking.id))?.paid).toBe(true);
    expect(confirmed.length).toBe(events + 1);

    const replay = await webhook(completed('evt_1', session.id));
    expect(replay.statusCode).toBe(200);
    expect(confirmed.length).toBe(events + 1);
  });

  it('refunds a paid booking through its payment intent when its owner cancels: in full 72 h ahead, once', async () => {
    const startAt = new Date(Date.now() + 72 * HOUR_MS);
    const { booking, session } = await stripeSessionFor(187.4, {
      startAt,
      endAt: new Date(startAt.getTime() + 48 * HOUR_MS),
    });
    fake.markPaid(session.id);
    await get(`/api/payments/success?sessionId=${session.id}`);

    expect((await get(`/api/bookings/cancel?bookingId=${booking.id}`)).statusCode).toBe(200);
    const [refund] = await refundsOf(booking.id);
    const charge = await paymentOf(booking.id);
    // 187.40 € in cents, keyed by our refund row so a retried payout is the same Stripe Refund.
    expect(fake.refunds).toContainEqual({
      id: refund?.providerReference,
      payment_intent: `pi_for_${session.id}`,
      amount: 18740,
      idempotencyKey: `refund-cancel-${booking.id}-${charge?.id}`,
    });
    expect(refund).toMatchObject({ amount: -187.4, paid: true, refundOfPaymentId: charge?.id });

    // A repeated request to pay refunds out finds nothing left to pay.
    const refunds = fake.refunds.length;
    await t.app.events.publish('refundsRequested', { bookingId: booking.id });
    expect(fake.refunds.length).toBe(refunds);
  });

  it('refunds all but one day of time fees 23 h before pick-up: 187.40 − 45.00 = 142.40 €', async () => {
    const startAt = new Date(Date.now() + 23 * HOUR_MS);
    const { booking, session } = await stripeSessionFor(187.4, {
      startAt,
      endAt: new Date(startAt.getTime() + 48 * HOUR_MS),
    });
    fake.markPaid(session.id);
    await get(`/api/payments/success?sessionId=${session.id}`);

    expect((await get(`/api/bookings/${booking.id}/cancellation`)).json()).toMatchObject({ refund: 142.4, fee: 45 });
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: `pi_for_${session.id}`, amount: 14240 });
    expect((await refundsOf(booking.id)).map((r) => [r.amount, r.paid])).toEqual([[-142.4, true]]);
  });
});
