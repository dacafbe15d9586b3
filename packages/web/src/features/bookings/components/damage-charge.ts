import { DAMAGE_DESCRIPTION_PREFIX, damageChargeAfterCoverage, type Booking, type DamageType } from '@wayfare/common';

/**
 * What the customer pays for the selected damage (docs/product/bookings-and-payments.md#damage-report): the sum of the
 * damage costs, less the coverage — none for No, half (rounded) for Top, everything for Premium. The server prices a
 * customer's own report with the same function, so the amount confirmed is the amount charged.
 */
export function damageCharge(sum: number, coverage: Booking['coverage']): number {
  return damageChargeAfterCoverage(sum, coverage);
}

/** "Found Damage on " followed by the damaged parts (docs/product/bookings-and-payments.md#damage-report). */
export function damageDescription(selected: DamageType[]): string {
  return `${DAMAGE_DESCRIPTION_PREFIX} ${selected.map((d) => d.name).join(', ')}`;
}
