import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, testCheckoutRefunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createUser, type TestUser } from '../../test/factories';

/**
 * The cancellation policy with money that really moved on the test checkout
 * (docs/product/bookings-and-payments.md#cancellation-policy). Every figure below is worked out by hand: a 48-hour
 * trip has 2 × 45 = 90 € of time fees, so one day of them is 45 €; a 3-hour trip has 3 × 4 = 12 €.
 */
let t: TestApp;
let customer: TestUser;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = customer) => t.app.inject({ method: 'GET', url, headers: user.headers });
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'C' };

const paymentsOf = (bookingId: number) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id);
const refundsOf = (bookingId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund')));

/** A booking of `totalPrice` starting `hoursAhead` from now and lasting `hours`, paid on the test checkout. */
async function paidBooking(totalPrice: number, hoursAhead: number, hours = 48) {
  const startAt = new Date(Date.now() + hoursAhead * HOUR_MS);
  const booking = await createBooking(t.app, {
    userId: customer.user.id,
    status: 'Unpaid',
    totalPrice,
    startAt,
    endAt: new Date(startAt.getTime() + hours * HOUR_MS),
  });
  const url = (await get(`/api/payments/pay?bookingId=${booking.id}`)).json<{ url: string }>().url;
  const sessionId = url.split('/checkout/')[1] ?? '';
  await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/pay`, payload: card });
  expect((await get(`/api/payments/success?sessionId=${sessionId}`)).json()).toEqual({ paid: true });
  return { booking, sessionId };
}

describe('cancellation policy', () => {
  it('72 h before pick-up: free — everything back, recorded by the test checkout, shown as its own line', async () => {
    const { booking, sessionId } = await paidBooking(200, 72);
    const quote = (await get(`/api/bookings/${booking.id}/cancellation`)).json();
    expect(quote).toMatchObject({ refund: 200, fee: 0 });
    expect(quote.freeUntil).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const canceled = await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect(canceled.statusCode).toBe(200);
    // The answer says what comes back, for the page's notice (docs/product/bookings-and-payments.md#cancel).
    expect(canceled.json()).toEqual({ bookingId: booking.id, wasPaid: true, refund: 200 });
    const [charge, refund] = await paymentsOf(booking.id);
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: -200,
      paid: true,
      description: `Refund for booking #${booking.id}`,
      refundOfPaymentId: charge?.id,
    });
    const recorded = await t.db.select().from(testCheckoutRefunds).where(eq(testCheckoutRefunds.sessionId, sessionId));
    expect(recorded).toEqual([expect.objectContaining({ id: refund?.providerReference, amount: 200 })]);

    const listed = (await get('/api/payments/paged?page=0')).json<{ id: number; amount: number; kind: string }[]>();
    expect(listed.find((p) => p.id === refund?.id)).toMatchObject({ amount: -200, kind: 'refund' });
  });

  it('23 h before pick-up: all but one day of time fees — 200 − 45 = 155 €', async () => {
    const { booking } = await paidBooking(200, 23);
    expect((await get(`/api/bookings/${booking.id}/cancellation`)).json()).toMatchObject({ refund: 155, fee: 45 });
    expect((await get(`/api/bookings/cancel?bookingId=${booking.id}`)).json()).toMatchObject({ refund: 155 });
    expect((await refundsOf(booking.id)).map((r) => r.amount)).toEqual([-155]);
  });

  it('1 h before pick-up of a 3-hour trip: the fee is its own time fees, 12 € — 60 − 12 = 48 €', async () => {
    const { booking } = await paidBooking(60, 1, 3);
    expect((await get(`/api/bookings/${booking.id}/cancellation`)).json()).toMatchObject({ refund: 48, fee: 12 });
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect((await refundsOf(booking.id)).map((r) => r.amount)).toEqual([-48]);
  });

  it('after pick-up: no cancellation (409) and nothing refunded', async () => {
    const { booking } = await paidBooking(200, 1);
    // The lifecycle has not made it Active yet: its start passed a minute ago.
    await t.db
      .update(bookings)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    for (const url of [`/api/bookings/${booking.id}/cancellation`, `/api/bookings/cancel?bookingId=${booking.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].error).toBe('The trip has started and cannot be canceled.');
    }
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it('an unpaid booking cancels without charge: nothing to refund, its checkout can no longer take money', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid' });
    await get(`/api/payments/pay?bookingId=${booking.id}`);
    expect((await get(`/api/bookings/${booking.id}/cancellation`)).json()).toMatchObject({ refund: 0, fee: 0 });
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it('gives the money back whole when a canceled booking is paid on a checkout left open', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid', totalPrice: 80 });
    const url = (await get(`/api/payments/pay?bookingId=${booking.id}`)).json<{ url: string }>().url;
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    const sessionId = url.split('/checkout/')[1];
    await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/pay`, payload: card });
    // The return page says the money went back rather than "paid": the booking it was for is gone.
    expect((await get(`/api/payments/success?sessionId=${sessionId}`)).json()).toEqual({ paid: false, refunded: true });
    expect((await refundsOf(booking.id)).map((r) => [r.amount, r.paid])).toEqual([[-80, true]]);
  });

  it('refunds once however often it is asked: repeated and parallel cancels, replayed payout events', async () => {
    const { booking } = await paidBooking(120, 72);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(`/api/bookings/cancel?bookingId=${booking.id}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await t.app.events.publish('refundsRequested', { bookingId: booking.id });
    await t.app.events.publish('bookingCanceled', {
      bookingId: booking.id,
      userId: customer.user.id,
      wasPaid: true,
      refund: 120,
    });
    expect((await refundsOf(booking.id)).map((r) => r.amount)).toEqual([-120]);
  });

  it("tells nobody else what canceling someone's booking would give back", async () => {
    const { booking } = await paidBooking(100, 72);
    const other = await createUser(t.app);
    expect((await get(`/api/bookings/${booking.id}/cancellation`, other)).statusCode).toBe(403);
    expect((await get(`/api/bookings/99999999/cancellation`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/99999999999/cancellation`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/cancellation` })).statusCode).toBe(
      401,
    );
  });
});
