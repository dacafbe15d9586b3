/**
 * Shared by every feature that asks a customer for money: the checkout link of a payment row
 * (docs/product/bookings-and-payments.md#payments).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { bookingMessages } from '@wayfare/common';
import { AppError } from '../lib/app-error';
import type { Db } from '../db/client';
import { payments, type PaymentRow } from '../db/schema';
import { SESSION_ID_PLACEHOLDER, type PaymentProviders } from '../integrations/payments';

/** The id the `/pay-handle` page gets back as `entityId`: what was paid for. */
function entityIdOf(payment: PaymentRow): number {
  if (payment.kind === 'discount_plan') return payment.discountPlanId ?? payment.id;
  return payment.kind === 'booking' && payment.bookingId ? payment.bookingId : payment.id;
}

/** `/pay-handle?paymentType=…&responseType=…&sessionId={CHECKOUT_SESSION_ID}&entityId=…` (the web app's return page). */
export function returnUrl(origin: string, payment: PaymentRow, responseType: 'success' | 'cancel'): string {
  const query = new URLSearchParams({ paymentType: payment.kind, responseType }).toString();
  // The placeholder stays literal: the provider fills it in.
  return `${origin}/pay-handle?${query}&sessionId=${SESSION_ID_PLACEHOLDER}&entityId=${entityIdOf(payment)}`;
}

/**
 * The payment's checkout link, made once: a second call (a reload, a double click) reuses the stored session as
 * long as the provider that made it is still the current one. `attempt` names a new checkout of a payment whose
 * earlier session was closed (a re-priced booking): the provider's idempotency key must differ from the first one's,
 * or Stripe would answer the closed session again.
 */
export async function ensureCheckoutLink(
  db: Db,
  providers: PaymentProviders,
  payment: PaymentRow,
  origin: string,
  attempt?: string,
): Promise<string> {
  const provider = providers.current;
  if (payment.checkoutUrl && payment.providerSessionId && payment.provider === provider.name)
    return payment.checkoutUrl;

  const checkout = await provider.createCheckout({
    paymentId: payment.id,
    description: payment.description,
    amount: payment.amount,
    successUrl: returnUrl(origin, payment, 'success'),
    cancelUrl: returnUrl(origin, payment, 'cancel'),
    origin,
    // The amount is part of the key: a payment re-priced since (a changed booking) never gets the old session back.
    idempotencyKey: `wayfare-payment-${payment.id}-${provider.name}-${Math.round(payment.amount * 100)}${attempt ? `-${attempt}` : ''}`,
  });
  const sameSession = payment.providerSessionId
    ? eq(payments.providerSessionId, payment.providerSessionId)
    : isNull(payments.providerSessionId);
  // Stored only if the row still asks for the amount this session takes and nobody stored another session meanwhile.
  const [updated] = await db
    .update(payments)
    .set({ provider: provider.name, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url })
    .where(and(eq(payments.id, payment.id), eq(payments.paid, false), eq(payments.amount, payment.amount), sameSession))
    .returning({ checkoutUrl: payments.checkoutUrl });
  if (updated?.checkoutUrl) return updated.checkoutUrl;

  const [stored] = await db
    .select({ amount: payments.amount, sessionId: payments.providerSessionId, checkoutUrl: payments.checkoutUrl })
    .from(payments)
    .where(eq(payments.id, payment.id));
  // A session that is not stored must never take money: nothing would record it.
  if (stored?.sessionId !== checkout.sessionId) await provider.expireCheckout(checkout.sessionId).catch(() => false);
  // Re-priced while we were opening the checkout (a change of the booking): the customer must look again.
  if (!stored || stored.amount !== payment.amount) throw new AppError('CONFLICT', bookingMessages.priceChanged);
  // A parallel request stored its link first: everyone gets that one.
  if (!stored.checkoutUrl) throw new Error(`payment ${payment.id} has no checkout link after a parallel request`);
  return stored.checkoutUrl;
}
