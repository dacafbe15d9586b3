import { and, eq, sql } from 'drizzle-orm';
import { paymentMessages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, payments, processedWebhookEvents, type PaymentRow } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import type { WebhookEvent } from '../../integrations/payments/stripe-webhooks';
import { AppError } from '../../lib/app-error';
import { writeRefunds } from '../../domain/refunds';

/** Checkout events that mean "the money arrived" (async methods such as SEPA complete first, pay later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export interface PaymentConfirmationDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
}

/**
 * The one way a payment becomes paid (docs/product/bookings-and-payments.md#payment-confirmation), shared by the
 * return page and the Stripe webhook: ask the provider, flip `paid` once, then tell the other features. Replays find
 * it paid and change nothing.
 */
export function createPaymentConfirmation({ db, providers, events }: PaymentConfirmationDeps) {
  async function confirm(payment: PaymentRow): Promise<boolean> {
    if (payment.paid) return true;
    const provider = providers.byName(payment.provider);
    if (!payment.providerSessionId || !provider) return false;
    if (!(await provider.isSessionPaid(payment.providerSessionId))) return false;

    // `paid = false` in the WHERE makes the flip happen once even when the webhook and the browser race.
    const [flipped] = await db
      .update(payments)
      .set({ paid: true, paidAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.paid, false)))
      .returning();
    if (flipped && (await isForCanceledBooking(flipped))) {
      // Paid on a checkout left open after the booking was canceled (it expired, or its owner canceled it):
      // the car is not held any more, so the money goes straight back.
      await refundLatePayment(db, events, flipped);
    } else if (flipped && flipped.kind !== 'refund') {
      await events.publish('paymentConfirmed', {
        paymentId: flipped.id,
        kind: flipped.kind,
        userId: flipped.userId,
        bookingId: flipped.bookingId,
        discountPlanId: flipped.discountPlanId,
      });
    }
    return true;
  }

  async function isForCanceledBooking(payment: PaymentRow): Promise<boolean> {
    if (payment.kind !== 'booking' || !payment.bookingId) return false;
    const [booking] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    return booking?.status === 'Canceled';
  }

  const bySession = async (sessionId: string) =>
    (await db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0];

  return {
    /** The `/pay-handle` return: only the payer's own session; anyone else learns nothing (404). */
    async confirmReturn(userId: number, sessionId: string): Promise<{ paid: boolean }> {
      const payment = await bySession(sessionId);
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
      return { paid: await confirm(payment) };
    },

    /** A verified Stripe event; its id is recorded so a redelivery is ignored. */
    async handleWebhookEvent(event: WebhookEvent): Promise<void> {
      const [seen] = await db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
      if (seen) return;
      if (PAID_EVENTS.has(event.type) && event.sessionId) {
        const payment = await bySession(event.sessionId);
        if (payment) await confirm(payment);
      }
      // Recorded after handling, so a delivery that failed half-way is retried by Stripe; confirm() is idempotent.
      await db.insert(processedWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    },
  };
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;

/** All of a payment that arrived for a booking that no longer wants it goes back, once (keyed by the payment). */
async function refundLatePayment(db: Db, events: EventBus, payment: PaymentRow): Promise<void> {
  if (!payment.bookingId) return;
  const bookingId = payment.bookingId;
  await db.transaction((tx) =>
    writeRefunds(tx, { bookingId, amount: payment.amount, key: `late-${payment.id}`, paymentId: payment.id }),
  );
  await events.publish('refundsRequested', { bookingId });
}
