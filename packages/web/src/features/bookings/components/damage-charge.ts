import { DAMAGE_DESCRIPTION_PREFIX, roundToCents, type Booking, type DamageType } from '@wayfare/common';

/**
 * What the customer pays for the selected damage (SPEC §4 damage report): the sum of the damage
 * costs, less the coverage — none for No, half (rounded) for Top, everything for Premium.
 */
export function damageCharge(sum: number, coverage: Booking['coverage']): number {
  switch (coverage) {
    case 'No':
      return roundToCents(sum);
    case 'Top':
      return Math.round(sum / 2);
    case 'Premium':
      return 0;
  }
}

/** "Found Damage on " followed by the damaged parts (SPEC §3 Damage charge request). */
export function damageDescription(selected: DamageType[]): string {
  return `${DAMAGE_DESCRIPTION_PREFIX} ${selected.map((d) => d.name).join(', ')}`;
}

export const PREMIUM_NOTICE = "Booking is with Premium coverage and user won't be charged";
