import Stripe from 'stripe';

/** What the payments feature needs from a verified webhook event. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The checkout session of `checkout.session.*` events. */
  sessionId: string | undefined;
}

/**
 * Verifies the `Stripe-Signature` header over the exact raw body (a re-serialised JSON would not match) and
 * returns the event, or null when the signature is wrong, too old or missing.
 */
export function verifyWebhook(rawBody: Buffer, signature: string | undefined, secret: string): WebhookEvent | null {
  if (!signature) return null;
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
  const object = event.data.object;
  const sessionId = event.type.startsWith('checkout.session.') && 'id' in object ? String(object.id) : undefined;
  return { id: event.id, type: event.type, sessionId };
}
