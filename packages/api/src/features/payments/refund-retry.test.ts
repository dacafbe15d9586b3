import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, testCheckoutSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createUser } from '../../test/factories';
import { runJobsOnce } from '../../scheduler';
import { refundRetryJob } from './refund-retry';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('refund retry', () => {
  it('pays out a refund the provider did not take the first time, once, and leaves paid ones alone', async () => {
    const { user } = await createUser(t.app);
    const booking = await createBooking(t.app, { userId: user.id, status: 'Canceled', totalPrice: 90 });
    const [charge] = await t.db
      .insert(payments)
      .values({
        userId: user.id,
        kind: 'booking',
        bookingId: booking.id,
        description: 'trip',
        amount: 90,
        provider: 'test',
        paid: true,
        providerSessionId: `tcs_retry_${booking.id}`,
      })
      .returning();
    if (!charge) throw new Error('no charge');
    await t.db.insert(testCheckoutSessions).values({
      id: `tcs_retry_${booking.id}`,
      paymentId: charge.id,
      description: 'trip',
      amount: 90,
      successUrl: 'http://x/ok',
      cancelUrl: 'http://x/no',
      status: 'paid',
    });
    // Written by a cancellation two minutes ago; the payout then failed (the row stayed unpaid).
    const [refund] = await t.db
      .insert(payments)
      .values({
        userId: user.id,
        kind: 'refund',
        bookingId: booking.id,
        description: `Refund for booking #${booking.id}`,
        amount: -90,
        provider: 'test',
        refundOfPaymentId: charge.id,
        refundKey: `cancel-${booking.id}-${charge.id}`,
        createdAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();

    await runJobsOnce(t.db, t.app.events, new Date(), [refundRetryJob]);
    const [paidOut] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, refund?.id ?? 0));
    expect(paidOut).toMatchObject({ paid: true, providerReference: expect.stringMatching(/^tre_/) });

    await runJobsOnce(t.db, t.app.events, new Date(), [refundRetryJob]);
    const [again] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, refund?.id ?? 0));
    expect(again?.providerReference).toBe(paidOut?.providerReference);
  });
});
