import type { Locale } from '@wayfare/common';

// Counts, shares and months of the charts, in the page's language. Money (the revenue card's $) and distances come
// from @wayfare/common, written the same way as on every other page.
const REGION: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatOf<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as F;
}

export const formatCount = (value: number, locale: Locale) =>
  formatOf(`count:${locale}`, () => new Intl.NumberFormat(REGION[locale], { maximumFractionDigits: 0 })).format(value);

/**
 * A 0..1 share as a percentage with at most one decimal, "25.6 %" ("25,6 %" in German and French, with a no-break
 * space): a fleet's share is often below 1 %.
 */
export function formatPercent(share: number, locale: Locale): string {
  const percent = formatOf(
    `percent:${locale}`,
    () => new Intl.NumberFormat(REGION[locale], { maximumFractionDigits: 1 }),
  );
  return `${percent.format(share * 100)}${locale === 'en' ? ' ' : '\u00a0'}%`;
}

/** Month 1–12 and year as the charts' axis shows them: "Nov 2026", "Nov. 2026", "nov. 2026". */
export function formatMonth(month: number, year: number, locale: Locale): string {
  if (locale === 'en' || month < 1 || month > 12) return `${MONTHS[month - 1] ?? month} ${year}`;
  const monthYear = formatOf(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(REGION[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A per-month key "YYYY-MM" as "Nov 2026"; anything else is shown as it came. */
export function formatMonthKey(key: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  return match ? formatMonth(Number(match[2]), Number(match[1]), locale) : key;
}
