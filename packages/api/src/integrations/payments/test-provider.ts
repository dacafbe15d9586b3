import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
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
    async isSessionPaid(sessionId) {
      const [session] = await db
        .select({ status: testCheckoutSessions.status })
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId));
      return session?.status === 'paid';
    },
    async refund() {
      // No money moved, so there is nothing to give back; the payment row records the refund.
    },
  };
}
