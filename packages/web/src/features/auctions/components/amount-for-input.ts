import type { Locale } from '@wayfare/common';

/** The decimal separator the amount fields take in each language: "112.5" in English, "112,5" in German and French. */
export const decimalSeparatorOf = (locale: Locale) => (locale === 'en' ? '.' : ',');

/** An amount as one would type it in an amount field of the page (a placeholder): no grouping, the page's separator. */
export function amountForInput(amount: number, locale: Locale): string {
  return String(amount).replace('.', decimalSeparatorOf(locale));
}
