/**
 * How the product writes money, wall-clock date-times and distances, for the web app, the e-mails and the receipts
 * alike, in each of its languages (docs/decisions/019-three-languages.md#money-and-dates).
 *
 * The locale is the page's language, never the machine's: the server renders the first page and the browser then
 * takes it over, and both must produce the same characters, whatever language the phone or the server process is set
 * to. One form per language also means a customer sees the same "1.326,28 €" on the search card, the booking, the
 * checkout and the receipt. Formatters are made on first use (building one costs a few milliseconds on a slow phone).
 */
import type { Locale } from './i18n/locales';
import { roundToCents } from './pricing';

/**
 * Between a number and its unit: German and French typography keep them on one line with a no-break space; English
 * keeps the plain space its texts have always had.
 */
const unitSpace = (locale: Locale) => (locale === 'en' ? ' ' : '\u00a0');

/** The regional form each language writes numbers and dates in. */
const REGION: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter as F;
}

const twoDecimals = (locale: Locale) =>
  cached(
    `2d:${locale}`,
    () => new Intl.NumberFormat(REGION[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
const wholeNumber = (locale: Locale) =>
  cached(`0d:${locale}`, () => new Intl.NumberFormat(REGION[locale], { maximumFractionDigits: 0 }));
const dateTime = (locale: Locale) =>
  cached(
    `dt:${locale}`,
    () =>
      new Intl.DateTimeFormat(REGION[locale], {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
  );

/**
 * Cents as the pricing code rounds them (halves up, 1.005 → 1.01, where the binary double alone would give 1.00),
 * so a figure never reads one cent off the amount the server charges; `+ 0` turns a rounded -0 into 0, which would
 * otherwise print as "-0.00".
 */
const toCents = (value: number) => roundToCents(value) + 0;

/**
 * An amount in euro, always two decimals, the sign before the digits and the euro sign after them, as all three
 * languages write it: "1,326.28 €", "1.326,28 €", "1 326,28 €" (French groups with a narrow no-break space).
 */
export function formatMoney(euro: number, locale: Locale = 'en'): string {
  return `${twoDecimals(locale).format(toCents(euro))}${unitSpace(locale)}€`;
}

/** The one place money is shown in dollars: the statistics page's revenue card ("$1,326.28"). */
export function formatDollars(amount: number): string {
  const dollars = cached('usd', () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
  return dollars.format(toCents(amount));
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A wire date-time `YYYY-MM-DDTHH:mm[:ss]` as a person reads it: "2026-11-28 10:00", "28.11.2026, 10:00",
 * "28/11/2026 10:00". The wire value is already the business time zone's clock face, so it is read as such (UTC, no
 * shift). The seconds are cut, not rounded: 10:00:59 is still ten o'clock on the clock face, and rounding could move a
 * value past midnight. Anything that is not a wall-clock date-time is returned as it came rather than half-formatted.
 */
export function formatWallClock(value: string, locale: Locale = 'en'): string {
  const match = WALL_CLOCK.exec(value);
  if (!match) return value;
  if (locale === 'en') return `${match[1]} ${match[2]}`;
  return dateTime(locale).format(new Date(`${match[1]}T${match[2]}:00Z`));
}

/**
 * A distance in kilometres: "1,548 km". Whole kilometres, rounded half up: distances are estimates from the road
 * factor, so a decimal would claim a precision they do not have, and a trip meter or a route planner shows whole
 * kilometres too.
 */
export function formatDistance(km: number, locale: Locale = 'en'): string {
  return `${wholeNumber(locale).format(Math.round(km) + 0)}${unitSpace(locale)}km`;
}

/**
 * A plain measure with a fixed number of decimals and no grouping: a rating ("4.5", "4,5") or a coordinate ("52.52",
 * "52,52"). Written here rather than with `toLocaleString`, which would follow the machine's language on the server
 * and the phone's in the browser.
 */
export function formatDecimal(value: number, digits: number, locale: Locale = 'en'): string {
  const decimal = cached(
    `${digits}d-plain:${locale}`,
    () =>
      new Intl.NumberFormat(REGION[locale], {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }),
  );
  return decimal.format(value);
}
