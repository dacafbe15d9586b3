/**
 * Shared by every feature that asks a customer for money: the checkout link of a payment row
 * (docs/product/bookings-and-payments.md#payments).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { bookingMessages, paymentMessages, tripMessages } from '@wayfare/common';
import { AppError } from '../lib/app-error';
import type { Db } from '../db/client';
import { payments, type PaymentRow } from '../db/schema';
import { SESSION_ID_PLACEHOLDER, type PaymentProviders, type ProviderName } from '../integrations/payments';

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
 * long as the provider that made it is still the current one. A payment row takes one session at one amount for
 * good (docs/product/bookings-and-payments.md#payment-confirmation): a re-priced booking gets a new row
 * (`repriceBookingPayment`), so a checkout is never unlinked from the row it pays and money it takes is always found.
 * Only after a switch of provider does a row get a new session, once the old one is closed unpaid.
 */
export async function ensureCheckoutLink(
  db: Db,
  providers: PaymentProviders,
  payment: PaymentRow,
  origin: string,
): Promise<string> {
  const provider = providers.current;
  if (payment.closedAt !== null) throw new AppError('CONFLICT', bookingMessages.priceChanged);
  if (payment.checkoutUrl && payment.providerSessionId && payment.provider === provider.name)
    return payment.checkoutUrl;
  // A session of the provider used before the switch: closed first, or money it took would have no row to find.
  if (payment.providerSessionId) {
    const before = providers.byName(payment.provider);
    if (!before) throw new Error(`payment ${payment.id} was opened with ${payment.provider}, which is not configured`);
    if (!(await before.expireCheckout(payment.providerSessionId)))
      throw new AppError('CONFLICT', paymentMessages.paidMeanwhile);
  }

  const checkout = await provider.createCheckout({
    paymentId: payment.id,
    description: payment.description,
    amount: payment.amount,
    successUrl: returnUrl(origin, payment, 'success'),
    cancelUrl: returnUrl(origin, payment, 'cancel'),
    origin,
    // A row's amount is fixed once it has a session; the amount in the key still guards a row re-priced before.
    idempotencyKey: `wayfare-payment-${payment.id}-${provider.name}-${Math.round(payment.amount * 100)}`,
  });
  const sameSession = payment.providerSessionId
    ? eq(payments.providerSessionId, payment.providerSessionId)
    : isNull(payments.providerSessionId);
  // Stored only if the row is still open, asks the amount this session takes, and nobody stored another session.
  const [updated] = await db
    .update(payments)
    .set({ provider: provider.name, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.paid, false),
        isNull(payments.closedAt),
        eq(payments.amount, payment.amount),
        sameSession,
      ),
    )
    .returning({ checkoutUrl: payments.checkoutUrl });
  if (updated?.checkoutUrl) return updated.checkoutUrl;

  const [stored] = await db
    .select({
      amount: payments.amount,
      closedAt: payments.closedAt,
      sessionId: payments.providerSessionId,
      checkoutUrl: payments.checkoutUrl,
    })
    .from(payments)
    .where(eq(payments.id, payment.id));
  // A session that is not stored must never take money: nothing would record it.
  if (stored?.sessionId !== checkout.sessionId) await provider.expireCheckout(checkout.sessionId).catch(() => false);
  // Re-priced while we were opening the checkout (a change of the booking): the customer must look again.
  if (!stored || stored.closedAt !== null || stored.amount !== payment.amount)
    throw new AppError('CONFLICT', bookingMessages.priceChanged);
  // A parallel request stored its link first: everyone gets that one.
  if (!stored.checkoutUrl) throw new Error(`payment ${payment.id} has no checkout link after a parallel request`);
  return stored.checkoutUrl;
}

export interface BookingReprice {
  userId: number;
  bookingId: number;
  amount: number;
  description: string;
  provider: ProviderName;
  now: Date;
}

/**
 * An Unpaid booking's payment takes its new price, inside the change's transaction and under the booking's row
 * lock (the lock the confirm path takes too). A payment without a checkout is simply re-priced; one with a checkout is
 * closed — it keeps its session, so money that checkout takes anyway is found and sent back whole — and a new payment
 * asks the new price. Answers the payments closed, whose checkouts the caller closes after the commit. 409 when the
 * payment was confirmed meanwhile (the booking becomes Paid in a moment).
 */
export async function repriceBookingPayment(tx: Db, reprice: BookingReprice): Promise<number[]> {
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, reprice.bookingId), eq(payments.kind, 'booking'), isNull(payments.closedAt)))
    .for('update');
  if (!open) return [];
  if (open.paid) throw new AppError('CONFLICT', tripMessages.changePaidMeanwhile);
  const asked = { amount: reprice.amount, description: reprice.description };
  if (open.providerSessionId === null) {
    await tx.update(payments).set(asked).where(eq(payments.id, open.id));
    return [];
  }
  await tx.update(payments).set({ closedAt: reprice.now }).where(eq(payments.id, open.id));
  await tx.insert(payments).values({
    ...asked,
    userId: reprice.userId,
    kind: 'booking',
    bookingId: reprice.bookingId,
    provider: reprice.provider,
  });
  return [open.id];
}
