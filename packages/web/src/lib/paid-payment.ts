import { PAYMENT_KINDS, type PaymentKind } from '@wayfare/common';
import { z } from 'zod';

/**
 * What /pay-handle hands to the home page once the server has confirmed a payment: the kind and the `entityId` of the
 * return address (a booking's id, a plan's id, or else the payment's own). It travels in the router's navigation state,
 * so the address stays `/` (docs/product/bookings-and-payments.md#pay-handle).
 */
export interface PaidPayment {
  paymentType: PaymentKind;
  entityId: number;
}

const PaidState = z.object({
  paid: z.object({ paymentType: z.enum(PAYMENT_KINDS), entityId: z.number().int().positive() }),
});

/** The navigation state that carries `paid`. */
export function paidPaymentState(paid: PaidPayment): { paid: PaidPayment } {
  return { paid };
}

/** The paid payment a navigation state carries, or null (none, or a state some other page left). */
export function readPaidPayment(state: unknown): PaidPayment | null {
  const parsed = PaidState.safeParse(state);
  return parsed.success ? parsed.data.paid : null;
}

/** The `paymentType` and `entityId` of a return address as a paid payment, or null when they do not name one. */
export function paidPaymentOf(paymentType: string | null, entityId: string | null): PaidPayment | null {
  return readPaidPayment({
    paid: { paymentType, entityId: entityId && /^\d+$/.test(entityId) ? Number(entityId) : null },
  });
}
