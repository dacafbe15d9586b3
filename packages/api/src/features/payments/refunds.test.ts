import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.headers });
const paymentOf = async (bookingId: number) =>
  (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0];

describe('refunds', () => {
  it('refunds a paid booking that its owner cancels (test checkout), once', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid' });
    const url = (await get(`/api/payments/pay?bookingId=${booking.id}`)).json<{ url: string }>().url;
    const sessionId = url.split('/checkout/')[1];
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'C' };
    await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/pay`, payload: card });
    expect((await get(`/api/payments/success?sessionId=${sessionId}`)).json()).toEqual({ paid: true });

    // Through the bookings feature's own cancel endpoint, which publishes bookingCanceled { wasPaid: true }.
    const cancel = await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    const refunded = await paymentOf(booking.id);
    expect(refunded?.refundedAt).toBeInstanceOf(Date);

    await t.app.events.publish('bookingCanceled', { bookingId: booking.id, userId: customer.user.id, wasPaid: true });
    expect((await paymentOf(booking.id))?.refundedAt).toEqual(refunded?.refundedAt);
  });

  it('refunds nothing for an unpaid cancellation', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid' });
    await get(`/api/payments/pay?bookingId=${booking.id}`);
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    expect((await paymentOf(booking.id))?.refundedAt).toBeNull();
  });

  it('gives the money back when a canceled booking is paid on a checkout left open', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid' });
    const url = (await get(`/api/payments/pay?bookingId=${booking.id}`)).json<{ url: string }>().url;
    await get(`/api/bookings/cancel?bookingId=${booking.id}`);
    const sessionId = url.split('/checkout/')[1];
    const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'C' };
    await t.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/pay`, payload: card });
    expect((await get(`/api/payments/success?sessionId=${sessionId}`)).json()).toEqual({ paid: true });
    const payment = await paymentOf(booking.id);
    expect(payment?.paid).toBe(true);
    expect(payment?.refundedAt).toBeInstanceOf(Date);
  });
});
