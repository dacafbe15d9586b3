import { COVERAGE_PRICES, type CoverageLevel } from '@wayfare/common';

/** The three coverages (docs/product/pricing.md#coverage), in the order of their wire values 0, 1, 2. */
export const COVERAGE_OPTIONS: { level: CoverageLevel; title: string; description: string; price: number }[] = [
  { level: 0, title: 'No coverage', description: 'You are liable for all damages', price: COVERAGE_PRICES[0] },
  { level: 1, title: 'Top', description: 'You are liable for half of the damages', price: COVERAGE_PRICES[1] },
  { level: 2, title: 'Premium', description: 'You are not liable for any damages', price: COVERAGE_PRICES[2] },
];
