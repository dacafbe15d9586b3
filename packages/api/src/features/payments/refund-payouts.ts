import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProviders } from '../../integrations/payments';

export interface RefundPayoutsDeps {
  db: Db;
  providers: PaymentProviders;
  log: (message: string, details: object) => void;
}

/**
 * Pays out the refund rows a decision wrote (domain/refunds.ts): each through the provider that took the money, with
 * the row's own key as the idempotency key, so a payout retried after a crash or a repeated event is one refund at the
 * provider. A row becomes paid only when the provider accepted it; one that failed stays unpaid and is tried again
 * when the refund retry job (refund-retry.ts) asks for that booking again.
 */
export function createRefundPayouts({ db, providers, log }: RefundPayoutsDeps) {
  async function payOut(refund: { id: number; amount: number; refundKey: string | null; chargeId: number }) {
    const [charge] = await db
      .select({ provider: payments.provider, sessionId: payments.providerSessionId })
      .from(payments)
      .where(eq(payments.id, refund.chargeId));
    const provider = charge && providers.byName(charge.provider);
    if (!charge?.sessionId || !provider || !refund.refundKey) {
      log('refund cannot be paid out', { refundId: refund.id, chargeId: refund.chargeId });
      return;
    }
    const { reference } = await provider.refund({
      sessionId: charge.sessionId,
      amount: -refund.amount,
      idempotencyKey: refund.refundKey,
    });
    await db
      .update(payments)
      .set({ paid: true, paidAt: sql`now()`, providerReference: reference })
      .where(and(eq(payments.id, refund.id), eq(payments.paid, false)));
  }

  return {
    /** The refunds written for one booking (after a cancellation, a cheaper change, money that came too late). */
    async payOutBooking(bookingId: number): Promise<number> {
      const due = await db
        .select({
          id: payments.id,
          amount: payments.amount,
          refundKey: payments.refundKey,
          chargeId: sql<number>`${payments.refundOfPaymentId}`.mapWith(Number),
        })
        .from(payments)
        .where(and(eq(payments.kind, 'refund'), eq(payments.paid, false), eq(payments.bookingId, bookingId)))
        .orderBy(asc(payments.id));
      for (const refund of due) {
        try {
          await payOut(refund);
        } catch (error) {
          log('refund payout failed; it is retried later', { refundId: refund.id, error: String(error) });
        }
      }
      return due.length;
    },
  };
}

export type RefundPayouts = ReturnType<typeof createRefundPayouts>;
