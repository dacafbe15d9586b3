import { and, eq, isNull } from 'drizzle-orm';
import { tripMessages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';

/** A change's look at the booking's open checkout, before and after it is written (booking-changes.service.ts). */

/**
 * An Unpaid booking whose checkout the provider says is paid, though the confirmation has not arrived yet, is not
 * changed: the customer keeps what they paid for (409) and the booking becomes Paid when the confirmation comes. Paid
 * after this look, the checkout is closed by the change and its money sent back whole (payments).
 */
export async function refuseIfPaidMeanwhile(db: Db, providers: PaymentProviders, bookingId: number): Promise<void> {
  const [payment] = await db
    .select({ provider: payments.provider, sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, 'booking'),
        eq(payments.paid, false),
        isNull(payments.closedAt),
      ),
    );
  const provider = payment?.sessionId ? providers.byName(payment.provider) : undefined;
  if (provider && payment?.sessionId && (await provider.paidAmount(payment.sessionId)) !== null)
    throw new AppError('CONFLICT', tripMessages.changePaidMeanwhile);
}

/**
 * An Unpaid booking re-priced: its new payment gets its checkout now, so PAY finds it stored. Best effort: the
 * change stands without it, and PAY opens one itself.
 */
export async function openBookingCheckout(
  db: Db,
  providers: PaymentProviders,
  bookingId: number,
  origin: string,
): Promise<void> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, 'booking'),
        eq(payments.paid, false),
        isNull(payments.closedAt),
        isNull(payments.providerSessionId),
      ),
    );
  if (!payment) return;
  try {
    await ensureCheckoutLink(db, providers, payment, origin);
  } catch {
    // The provider is unreachable now, or the booking changed again meanwhile; the next PAY asks again.
  }
}
