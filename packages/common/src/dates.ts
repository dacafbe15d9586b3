import { wallClockFaceMs } from './wall-clock';

/** Calendar-date helpers on `YYYY-MM-DD` strings, free of any time-zone arithmetic. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's local calendar date as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birth date that makes someone `years` old today. */
export function latestBirthDateForAge(years: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  return toIsoDate(date);
}

/**
 * Milliseconds between two wall-clock date-times (`YYYY-MM-DDTHH:mm[:ss]`), read as clock faces: the same answer on
 * every machine whatever its time zone, so the browser and the server agree on a trip's length to the minute.
 */
export function wallClockSpanMs(from: string, to: string): number {
  return wallClockFaceMs(to) - wallClockFaceMs(from);
}
