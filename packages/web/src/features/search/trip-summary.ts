import type { SearchParams } from '@wayfare/common';

// Fixed English month names rather than Intl with the reader's locale: the server renders the page and the browser
// takes it over, and both must write the same characters (the same reason as packages/common/src/format.ts).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-03` → "3 Dec" (with the year when `withYear`); a date that is not `YYYY-MM-DD` is shown as it came. */
function shortDate(isoDate: string, withYear: boolean): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month}${withYear ? ` ${match[1]}` : ''}`;
}

/**
 * The trip of a search in one line, as the folded form shows it on a phone
 * (docs/product/screens-and-navigation.md#search-on-a-phone): "Berlin → Munich · 3 Dec 10:00 – 6 Dec 10:00". The
 * years are written only when the trip crosses into the next one.
 */
export function tripSummary(search: SearchParams, cityName: (id: string) => string): string {
  const withYear = search.fromDate.slice(0, 4) !== search.toDate.slice(0, 4);
  const from = `${shortDate(search.fromDate, withYear)} ${search.fromTime}`;
  const to = `${shortDate(search.toDate, withYear)} ${search.toTime}`;
  return `${cityName(search.fromCity)} → ${cityName(search.toCity)} · ${from} – ${to}`;
}
