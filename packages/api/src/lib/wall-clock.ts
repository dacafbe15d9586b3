import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Date-times travel as wall-clock `YYYY-MM-DDTHH:mm:ss` in the business time zone
 * (docs/product/README.md#wall-clock-date-times) and are stored as instants (timestamptz). These two functions are
 * the only crossing between the two.
 */

/** Instants (ms) of wire date-times already read, by zone and date-time; emptied when it reaches `MAX_KEPT`. */
const instants = new Map<string, number>();
const MAX_KEPT = 20_000;

/**
 * A wire date-time (already checked by `WallClockDateTime`) → the instant it names in `timeZone`. dayjs's reading
 * costs ~30 µs (it parses, then asks Intl for the zone's offset up to three times) and every search and quote reads
 * two; the date-times people ask for repeat (the next days, whole and half hours), so a reading is kept and reused.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  const key = `${timeZone} ${wallClock}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= MAX_KEPT) instants.clear();
    ms = dayjs.tz(wallClock, timeZone).valueOf();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** One formatter per time zone: making one is the expensive part of formatting. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset (ms to add to UTC) at `ms`, read exactly from the formatter: its clock face minus the instant. */
function offsetAt(ms: number, timeZone: string): number {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClockFormatter(timeZone).formatToParts(ms)) part[type] = value;
  const face = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return face - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets already read, by zone and quarter of an hour (UTC): a zone's offset changes a few times a year, so the
 * quarters of one day share it. A quarter in which it changes is kept as null and read exactly at every call.
 */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<string, Map<number, number | null>>();

function offsetOf(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(ms / QUARTER_MS);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    if (zone.size >= MAX_KEPT) zone.clear();
    const first = offsetAt(quarter * QUARTER_MS, timeZone);
    offset = first === offsetAt((quarter + 1) * QUARTER_MS - 1000, timeZone) ? first : null;
    zone.set(quarter, offset);
  }
  return offset ?? offsetAt(ms, timeZone);
}

/**
 * An instant → its wall-clock reading in `timeZone`, as the wire spells it: the instant moved by the zone's offset,
 * read as UTC. Every booking, payment, bid and auction on the wire passes here, an export 300,000 times; asking Intl
 * for each (~13 µs) was most of a 100,000-row export, so offsets are kept per quarter of an hour (`offsetOf`).
 */
export function instantToWallClock(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  return new Date(Math.floor(ms / 1000) * 1000 + offsetOf(ms, timeZone)).toISOString().slice(0, 19);
}
