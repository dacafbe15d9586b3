/**
 * The one payment interface (docs/product/bookings-and-payments.md#payment-providers): the embedded test checkout
 * and Stripe Checkout both implement it, so the payments feature never knows which one takes the money.
 */
export interface CheckoutRequest {
  paymentId: number;
  description: string;
  /** Euro, two decimals. */
  amount: number;
  /** May contain `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
  /** Public origin of the site; the test checkout's page lives there. */
  origin: string;
  /** The same key twice gives the same session (a retried request must not open a second checkout). */
  idempotencyKey: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

export type ProviderName = 'test' | 'stripe';

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Asks the provider itself — the only thing that may make a payment paid: the euro the session took, or null while
   * it is not paid. The amount is the provider's, so a payment is never marked paid for money it did not ask.
   */
  paidAmount(sessionId: string): Promise<number | null>;
  /** Gives `amount` of a paid session back; the same key twice is one refund. Answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /** Closes an open session so it can no longer be paid; `false` when it was paid already (nothing closed). */
  expireCheckout(sessionId: string): Promise<boolean>;
}

export interface RefundRequest {
  sessionId: string;
  /** Euro, two decimals, > 0; never more than the session took minus earlier refunds. */
  amount: number;
  idempotencyKey: string;
}

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
