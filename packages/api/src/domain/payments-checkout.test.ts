import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@wayfare/common';
import { payments, testCheckoutSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createBooking, createUser } from '../test/factories';
import { ensureCheckoutLink } from './payments-checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
});
afterAll(() => t.close());

async function unpaidPayment(amount: number) {
  const { user } = await createUser(t.app);
  const booking = await createBooking(t.app, { userId: user.id, status: 'Unpaid', totalPrice: amount });
  const [payment] = await t.db
    .insert(payments)
    .values({ userId: user.id, kind: 'booking', bookingId: booking.id, description: 'trip', amount, provider: 'test' })
    .returning();
  if (!payment) throw new Error('no payment');
  return payment;
}

describe('ensureCheckoutLink', () => {
  it('never stores nor leaves payable a checkout opened at a price the payment no longer asks (a change re-priced it)', async () => {
    const stale = await unpaidPayment(60);
    // A change of the booking re-prices the payment while this request is opening its checkout at 60 €.
    await t.db.update(payments).set({ amount: 105 }).where(eq(payments.id, stale.id));

    await expect(ensureCheckoutLink(t.db, t.app.paymentProviders, stale, 'http://shop.test')).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.priceChanged,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, stale.id));
    expect(row?.providerSessionId).toBeNull();
    const opened = await t.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.paymentId, stale.id));
    expect(opened.map((s) => [s.amount, s.status])).toEqual([[60, 'canceled']]);

    // Asked again with the row as it is now: a checkout at 105 €.
    const [fresh] = await t.db.select().from(payments).where(eq(payments.id, stale.id));
    const url = await ensureCheckoutLink(t.db, t.app.paymentProviders, fresh!, 'http://shop.test');
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, url.split('/checkout/')[1] ?? ''));
    expect(session).toMatchObject({ amount: 105, status: 'open' });
  });

  it('gives parallel requests one stored checkout, and closes the ones that lost', async () => {
    const payment = await unpaidPayment(80);
    const urls = await Promise.all(
      Array.from({ length: 4 }, () => ensureCheckoutLink(t.db, t.app.paymentProviders, payment, 'http://shop.test')),
    );
    expect(new Set(urls).size).toBe(1);
    const opened = await t.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.paymentId, payment.id));
    expect(opened.filter((s) => s.status === 'open')).toHaveLength(1);
  });
});
