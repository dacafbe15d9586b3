import { paymentMessages } from '@wayfare/common';
import { verifyWebhook } from '../../integrations/payments/stripe-webhooks';
import { AppError } from '../../lib/app-error';
import type { PaymentConfirmation } from './payment-confirm';

export interface StripeWebhookDeps {
  /** STRIPE_WEBHOOK_SECRET; while unset, every delivery is answered 503. */
  secret: string | undefined;
  confirmation: PaymentConfirmation;
}

/** Stripe's webhook: the signature checked over the exact raw body, then the event through the one confirm path. */
export function createStripeWebhook({ secret, confirmation }: StripeWebhookDeps) {
  return {
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!secret) throw new AppError('UNAVAILABLE', paymentMessages.webhookNotConfigured);
      const event = verifyWebhook(rawBody, signature, secret);
      if (!event) throw new AppError('BAD_REQUEST', paymentMessages.webhookSignature);
      await confirmation.handleWebhookEvent(event);
      return { received: true };
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
