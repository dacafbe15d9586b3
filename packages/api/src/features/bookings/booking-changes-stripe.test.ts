import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import {
  bookUnpaid,
  changeBody,
  changeOk,
  createFlatStage,
  payLink,
  readBooking,
  readPayments,
  type TripAsked,
} from '../../test/change-kit';
import { createUser, type TestUser } from '../../test/factories';

/**
 * Changes paid and refunded through Stripe (the real SDK against the local fake): the Unpaid booking's session is
 * expired, the difference is a session of its own, a cheaper change is a Refund of the charge.
 */
let fake: FakeStripe;
let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PUBLIC_URL: 'http://shop.test',
    APP_TIMEZONE: 'Europe/Berlin',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const sessionOfUrl = (url: string) => {
  const session = [...fake.sessions.values()].find((s) => s.url === url);
  if (!session) throw new Error(`no fake session for ${url}`);
  return session;
};
const unitAmount = (url: string) => Number(sessionOfUrl(url).params['line_items[0][price_data][unit_amount]']);

/** The customer pays on Stripe's page, then the browser comes back to the return page. */
async function payOnStripe(url: string) {
  const session = sessionOfUrl(url);
  fake.markPaid(session.id);
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/payments/success?sessionId=${session.id}`,
    headers: customer.headers,
  });
  expect(back.json()).toEqual({ paid: true });
}

async function paidOnStripe(carId: number, trip: TripAsked) {
  const bookingId = await bookUnpaid(t.app, customer, carId, trip);
  await payOnStripe(await payLink(t.app, customer, bookingId));
  return bookingId;
}

describe('changes on Stripe', () => {
  it('an Unpaid booking: its open session is expired and the next PAY is a new session at the new price', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(600, 10), end: wallClock(601, 10) };
    const bookingId = await bookUnpaid(t.app, customer, car.id, trip);
    const first = await payLink(t.app, customer, bookingId);
    expect(unitAmount(first)).toBe(6000);
    await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(602, 10) }));
    expect(sessionOfUrl(first).status).toBe('expired');
    const second = await payLink(t.app, customer, bookingId);
    expect(second).not.toBe(first);
    expect(unitAmount(second)).toBe(10500);
  });

  it('an Unpaid booking paid on Stripe meanwhile is not changed (409)', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(610, 10), end: wallClock(611, 10) };
    const bookingId = await bookUnpaid(t.app, customer, car.id, trip);
    // Paid on the hosted page; the webhook and the return page have not arrived yet.
    fake.markPaid(sessionOfUrl(await payLink(t.app, customer, bookingId)).id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/change`,
      headers: customer.headers,
      payload: changeBody({ ...trip, end: wallClock(612, 10) }),
    });
    expect(refused.statusCode).toBe(409);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 60 });
    expect((await readPayments(t.app, bookingId))[0]).toMatchObject({
      amount: 60,
      providerSessionId: expect.any(String),
    });
  });

  it('costs more: the difference is a Stripe session of its own; paid, the change applies', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(620, 10), end: wallClock(621, 10) };
    const bookingId = await paidOnStripe(car.id, trip);
    const answer = await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(622, 10) }));
    expect(answer.amountDue).toBe(45);
    expect(unitAmount(answer.url ?? '')).toBe(4500);
    await payOnStripe(answer.url ?? '');
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 105, heldStartAt: null });
  });

  it('costs less: a Refund of the difference on the charge', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(630, 10), end: wallClock(632, 10) };
    const bookingId = await paidOnStripe(car.id, { ...trip, coverage: 2 });
    const answer = await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(631, 10) }));
    expect(answer.refund).toBe(65);
    const [charge] = await readPayments(t.app, bookingId);
    const refunds = fake.refunds.filter((r) => r.payment_intent === `pi_for_${charge?.providerSessionId}`);
    expect(refunds.map((r) => r.amount)).toEqual([6500]);
    const [row] = (await readPayments(t.app, bookingId)).filter((p) => p.kind === 'refund');
    expect(row).toMatchObject({ amount: -65, paid: true, providerReference: refunds[0]?.id });
  });
});
