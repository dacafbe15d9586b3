import Stripe from 'stripe';
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';

export type StripeSettings = Config['stripe'];

/** The SDK client; `api` points it at a local stand-in in tests (host/port/protocol). */
export function createStripeClient(secretKey: string, api: StripeSettings['api']): Stripe {
  return new Stripe(secretKey, { ...api, maxNetworkRetries: 1, timeout: 20_000 });
}

/** Stripe Checkout Sessions (mode payment, euro); paid means the session's `payment_status` is `paid`. */
export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                // Cents, rounded once: amounts are stored with two decimals already.
                unit_amount: Math.round(request.amount * 100),
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: String(request.paymentId),
          metadata: { paymentId: String(request.paymentId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async paidAmount(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status !== 'paid') return null;
      if (session.amount_total === null) throw new Error(`Stripe session ${sessionId} is paid without an amount`);
      // Stripe counts cents.
      return session.amount_total / 100;
    },
    async refund({ sessionId, amount, idempotencyKey }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${sessionId} has no payment intent to refund`);
      // The key is our refund row's: a payout retried after a crash is the same Refund, never a second one.
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: Math.round(amount * 100) },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      return { reference: refund.id };
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid') return false;
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      return true;
    },
  };
}
