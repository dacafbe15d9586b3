import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderName } from './provider';
import { createStripeClient, createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

export type { Checkout, CheckoutRequest, PaymentProvider, ProviderName } from './provider';
export { SESSION_ID_PLACEHOLDER } from './provider';

export interface PaymentProviders {
  /** The provider new checkouts go to: Stripe when STRIPE_SECRET_KEY is set, else the test checkout. */
  current: PaymentProvider;
  /** The provider that made an existing session (a payment made before a switch is still refunded where it was paid). */
  byName(name: ProviderName): PaymentProvider | undefined;
}

export function createPaymentProviders(config: Config, db: Db): PaymentProviders {
  const test = createTestPaymentProvider(db);
  const stripe = config.stripe.secretKey
    ? createStripePaymentProvider(createStripeClient(config.stripe.secretKey, config.stripe.api))
    : undefined;
  return {
    current: stripe ?? test,
    byName: (name) => (name === 'stripe' ? stripe : test),
  };
}
