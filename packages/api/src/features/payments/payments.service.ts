import { createBookingCheckout, type BookingCheckoutDeps } from './booking-checkout';
import { createDamageCharges, type DamageChargesDeps } from './damage-charge';

export type PaymentsServiceDeps = BookingCheckoutDeps & DamageChargesDeps;

/**
 * The payment calls that ask for money: a booking's checkout (booking-checkout.ts) and damage charges
 * (damage-charge.ts). Confirming a payment is payment-confirm.ts's, paying refunds out refund-payouts.ts's.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  return { ...createBookingCheckout(deps), ...createDamageCharges(deps) };
}
