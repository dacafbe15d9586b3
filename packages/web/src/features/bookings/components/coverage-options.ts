import { COVERAGE_PRICES, type CoverageLevel } from '@wayfare/common';

/**
 * The three coverages (docs/product/pricing.md#coverage), in the order of their wire values 0, 1, 2; `name` picks
 * the catalogue's title and description of each (`coverage.option`, `coverage.liability`).
 */
export const COVERAGE_OPTIONS: { level: CoverageLevel; name: 'none' | 'top' | 'premium'; price: number }[] = [
  { level: 0, name: 'none', price: COVERAGE_PRICES[0] },
  { level: 1, name: 'top', price: COVERAGE_PRICES[1] },
  { level: 2, name: 'premium', price: COVERAGE_PRICES[2] },
];
