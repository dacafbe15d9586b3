/**
 * How the product writes money, wall-clock date-times and distances, for the web app and the e-mails alike.
 *
 * The locale is fixed rather than the reader's: the server renders the first page and the browser then takes it over,
 * and both must produce the same characters, whatever language the phone or the server process is set to. A single
 * form also means a customer sees "1,326.28 €" on the search card, the booking, the checkout and the receipt.
 */
import { roundToCents } from './pricing';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Cents as the pricing code rounds them (halves up, 1.005 → 1.01, where the binary double alone would give 1.00),
 * so a figure never reads one cent off the amount the server charges; `+ 0` turns a rounded -0 into 0, which would
 * otherwise print as "-0.00".
 */
const toCents = (value: number) => roundToCents(value) + 0;

/** An amount in euro: "1,326.28 €" (en grouping, always two decimals, the sign before the digits). */
export function formatMoney(euro: number): string {
  return `${twoDecimals.format(toCents(euro))} €`;
}

/** The one place money is shown in dollars: the statistics page's revenue card ("$1,326.28"). */
export function formatDollars(amount: number): string {
  return dollars.format(toCents(amount));
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A wire date-time `YYYY-MM-DDTHH:mm[:ss]` as a person reads it: "2026-11-28 10:00". The seconds are cut, not
 * rounded: 10:00:59 is still ten o'clock on the clock face, and rounding could move a value past midnight. Anything
 * that is not a wall-clock date-time is returned as it came rather than half-formatted.
 */
export function formatWallClock(value: string): string {
  const match = WALL_CLOCK.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

/**
 * A distance in kilometres: "1,548 km". Whole kilometres, rounded half up: distances are estimates from the road
 * factor, so a decimal would claim a precision they do not have, and a trip meter or a route planner shows whole
 * kilometres too.
 */
export function formatDistance(km: number): string {
  return `${wholeNumber.format(Math.round(km) + 0)} km`;
}
