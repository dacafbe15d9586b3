import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testCheckoutRefunds, testCheckoutSessions } from '../../db/schema';
import { SESSION_ID_PLACEHOLDER, type PaymentProvider } from './provider';

/** 128 random bits: the session id is the only capability the public test checkout page needs. */
export const newTestSessionId = () => `tcs_${randomBytes(16).toString('hex')}`;

/**
 * The embedded test checkout (docs/product/bookings-and-payments.md#payment-providers): our own record plays the
 * hosted card page's. Paying happens on `/checkout/{sessionId}` through the test-checkout API, which only marks this
 * record paid; the payment itself becomes paid through the same confirm path as Stripe's.
 */
export function createTestPaymentProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const sessionId = newTestSessionId();
      await db.insert(testCheckoutSessions).values({
        id: sessionId,
        paymentId: request.paymentId,
        description: request.description,
        amount: request.amount,
        successUrl: request.successUrl.replace(SESSION_ID_PLACEHOLDER, sessionId),
        cancelUrl: request.cancelUrl.replace(SESSION_ID_PLACEHOLDER, sessionId),
      });
      return { sessionId, url: `${request.origin}/checkout/${sessionId}` };
    },
    async paidAmount(sessionId) {
      const [session] = await db
        .select({ status: testCheckoutSessions.status, amount: testCheckoutSessions.amount })
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId));
      return session?.status === 'paid' ? session.amount : null;
    },
    async refund({ sessionId, amount, idempotencyKey }) {
      // No money moved; the record is what Stripe's Refund object would be, refused the way Stripe refuses.
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.id, sessionId))
          .for('update');
        if (session?.status !== 'paid') throw new Error(`test checkout ${sessionId} is not paid`);
        const [earlier] = await tx
          .select({ id: testCheckoutRefunds.id })
          .from(testCheckoutRefunds)
          .where(eq(testCheckoutRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { reference: earlier.id };
        const [refunded] = await tx
          .select({ sum: sql<number>`coalesce(sum(${testCheckoutRefunds.amount}), 0)`.mapWith(Number) })
          .from(testCheckoutRefunds)
          .where(eq(testCheckoutRefunds.sessionId, sessionId));
        if (Math.round(((refunded?.sum ?? 0) + amount) * 100) > Math.round(session.amount * 100))
          throw new Error(`refund of ${amount} exceeds what test checkout ${sessionId} took`);
        const id = `tre_${randomBytes(12).toString('hex')}`;
        await tx.insert(testCheckoutRefunds).values({ id, sessionId, amount, idempotencyKey });
        return { reference: id };
      });
    },
    async expireCheckout(sessionId) {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')));
      return (await this.paidAmount(sessionId)) === null;
    },
  };
}
