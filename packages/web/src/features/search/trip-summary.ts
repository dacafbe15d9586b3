import type { Locale, SearchParams } from '@wayfare/common';

// Fixed English month names rather than Intl with the reader's locale: the server renders the page and the browser
// takes it over, and both must write the same characters (the same reason as packages/common/src/format.ts). German
// and French are written by Intl in that language's own form, as format.ts writes them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REGION: Record<Exclude<Locale, 'en'>, string> = { de: 'de-DE', fr: 'fr-FR' };
const shortDates = new Map<string, Intl.DateTimeFormat>();

function shortDateIn(locale: Exclude<Locale, 'en'>, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}`;
  let format = shortDates.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
    shortDates.set(
      key,
      (format = new Intl.DateTimeFormat(REGION[locale], withYear ? { ...options, year: 'numeric' } : options)),
    );
  }
  return format;
}

/**
 * `2026-12-03` → "3 Dec" ("3. Dez.", "3 déc."), with the year when `withYear`; a date that is not `YYYY-MM-DD` is
 * shown as it came.
 */
function shortDate(isoDate: string, withYear: boolean, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  if (locale !== 'en') return shortDateIn(locale, withYear).format(new Date(`${isoDate}T00:00:00Z`));
  return `${Number(match[3])} ${month}${withYear ? ` ${match[1]}` : ''}`;
}

/**
 * The trip of a search in one line, as the folded form shows it on a phone
 * (docs/product/screens-and-navigation.md#search-on-a-phone): "Berlin → Munich · 3 Dec 10:00 – 6 Dec 10:00". The
 * years are written only when the trip crosses into the next one.
 */
export function tripSummary(search: SearchParams, cityName: (id: string) => string, locale: Locale = 'en'): string {
  const withYear = search.fromDate.slice(0, 4) !== search.toDate.slice(0, 4);
  const from = `${shortDate(search.fromDate, withYear, locale)} ${search.fromTime}`;
  const to = `${shortDate(search.toDate, withYear, locale)} ${search.toTime}`;
  return `${cityName(search.fromCity)} → ${cityName(search.toCity)} · ${from} – ${to}`;
}
