import { DAMAGE_DESCRIPTION_PREFIX, damageChargeAfterCoverage, type Booking, type DamageType } from '@wayfare/common';

/**
 * What the customer pays for the selected damage (SPEC §4 damage report): the sum of the damage
 * costs, less the coverage — none for No, half (rounded) for Top, everything for Premium. The server prices a
 * customer's own report with the same function, so the amount confirmed is the amount charged.
 */
export function damageCharge(sum: number, coverage: Booking['coverage']): number {
  return damageChargeAfterCoverage(sum, coverage);
}

/** "Found Damage on " followed by the damaged parts (SPEC §3 Damage charge request). */
export function damageDescription(selected: DamageType[]): string {
  return `${DAMAGE_DESCRIPTION_PREFIX} ${selected.map((d) => d.name).join(', ')}`;
}

export const PREMIUM_NOTICE = "Booking is with Premium coverage and user won't be charged";
