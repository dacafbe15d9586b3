import { eq, sql } from 'drizzle-orm';
import { paymentMessages, type PaymentResult } from '@wayfare/common';
import type { Db } from '../../db/client';
import { payments, processedWebhookEvents, type PaymentRow } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import type { WebhookEvent } from '../../integrations/payments/stripe-webhooks';
import { AppError } from '../../lib/app-error';
import type { BookingsPort } from '../../domain/bookings-port';
import { refundRowKey, sentBackKey, writeRefunds } from '../../domain/refunds';

/** Checkout events that mean "the money arrived" (async methods such as SEPA complete first, pay later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const toCents = (euro: number) => Math.round(euro * 100);

const PAID: PaymentResult = { paid: true };
const SENT_BACK: PaymentResult = { paid: false, refunded: true };

export interface PaymentConfirmationDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
  bookings: BookingsPort;
}

/** What the money that arrived did: paid what it was asked for, or went straight back (or nothing arrived). */
type Settled = { kind: 'paid'; payment: PaymentRow } | { kind: 'sentBack'; payment: PaymentRow } | { kind: 'none' };

/**
 * The one way a payment becomes paid (docs/product/bookings-and-payments.md#payment-confirmation), shared by the
 * return page, the Stripe webhook and a change that found its closed checkout paid: ask the provider, then decide
 * under the booking's row lock (the lock a change and a cancellation take) whether the money pays what it was asked
 * for. It does only while the payment is open, asks exactly what the provider took, and its booking still wants it;
 * otherwise it is given back whole at once. Replays find the payment paid and change nothing.
 */
export function createPaymentConfirmation({ db, providers, events, bookings }: PaymentConfirmationDeps) {
  async function settle(payment: PaymentRow, taken: number): Promise<Settled> {
    return db.transaction(async (tx) => {
      const booking = payment.bookingId ? await bookings.lock(tx, payment.bookingId) : undefined;
      const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (!row || row.paid) return { kind: 'none' as const };
      const asked = row.closedAt === null && toCents(row.amount) === toCents(taken);
      const wanted = !(row.kind === 'booking' && booking?.status === 'Canceled');
      const [flipped] = await tx
        .update(payments)
        .set({ paid: true, paidAt: sql`now()`, amount: taken })
        .where(eq(payments.id, row.id))
        .returning();
      if (!flipped) throw new Error(`payment ${row.id} vanished under its lock`);
      if (asked && wanted) return { kind: 'paid' as const, payment: flipped };
      // Only trip charges are ever closed or re-priced; anything else taking another amount is a defect.
      if (!row.bookingId || (row.kind !== 'booking' && row.kind !== 'booking_change'))
        throw new Error(`payment ${row.id} (${row.kind}) took ${taken}, not the ${row.amount} it asked`);
      await writeRefunds(tx, { bookingId: row.bookingId, amount: taken, key: sentBackKey(row.id), paymentId: row.id });
      return { kind: 'sentBack' as const, payment: flipped };
    });
  }

  /** A payment confirmed before (a replay, or a race lost to the first confirmation): what that one decided. */
  async function answerOf(paymentId: number): Promise<PaymentResult> {
    const [row] = await db
      .select({
        paid: payments.paid,
        sentBack: sql<boolean>`exists (select 1 from payments r where r.refund_key = ${refundRowKey(sentBackKey(paymentId), paymentId)})`,
      })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!row?.paid) return { paid: false };
    return row.sentBack ? SENT_BACK : PAID;
  }

  async function confirm(payment: PaymentRow): Promise<PaymentResult> {
    if (payment.paid) return answerOf(payment.id);
    const provider = providers.byName(payment.provider);
    if (!payment.providerSessionId || !provider) return { paid: false };
    const taken = await provider.paidAmount(payment.providerSessionId);
    if (taken === null) return { paid: false };

    const settled = await settle(payment, taken);
    if (settled.kind === 'paid' && settled.payment.kind !== 'refund') {
      const { id, kind, userId, bookingId, discountPlanId } = settled.payment;
      await events.publish('paymentConfirmed', { paymentId: id, kind, userId, bookingId, discountPlanId });
    }
    if (settled.kind === 'sentBack' && settled.payment.bookingId) {
      const { id, userId, bookingId } = settled.payment;
      await events.publish('refundsRequested', { bookingId });
      await events.publish('paymentSentBack', { paymentId: id, userId, bookingId, amount: taken });
    }
    if (settled.kind === 'none') return answerOf(payment.id);
    return settled.kind === 'paid' ? PAID : SENT_BACK;
  }

  const bySession = async (sessionId: string) =>
    (await db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0];

  return {
    /** The `/pay-handle` return: only the payer's own session; anyone else learns nothing (404). */
    async confirmReturn(userId: number, sessionId: string): Promise<PaymentResult> {
      const payment = await bySession(sessionId);
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
      return confirm(payment);
    },

    /**
     * Payments a change closed: their checkouts are closed at the provider, and one that took money before it could
     * be is confirmed now — which sends the money back whole, since the payment no longer asks for it. A provider
     * that cannot be reached now leaves the session to the return page or the webhook, which do the same.
     */
    async closeCheckouts(paymentIds: number[]): Promise<void> {
      for (const paymentId of paymentIds) {
        const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
        const provider = payment && providers.byName(payment.provider);
        if (!payment?.providerSessionId || !provider || payment.paid) continue;
        if (!(await provider.expireCheckout(payment.providerSessionId))) await confirm(payment);
      }
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
