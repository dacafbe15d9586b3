import type { Locator } from '@playwright/test';

/**
 * The star a person presses for "<rating>: n of 5" in a rating they give (docs/product/bookings-and-payments.md#reviews):
 * the drawn star is the label of a hidden radio button.
 */
export async function starOf(within: Locator, rating: string, stars: number): Promise<Locator> {
  const id = await within.getByRole('radio', { name: `${rating}: ${stars} of 5` }).getAttribute('id');
  return within.locator(`label[for="${id}"]`);
}
