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

/**
 * An instant → its wall-clock reading in `timeZone`, as the wire spells it. Through a kept `Intl.DateTimeFormat`
 * rather than dayjs's `.tz()`, which builds a new formatter at every call (~35× slower; every booking, payment, bid
 * and auction on the wire passes here, some lists 20 times per answer).
 */
export function instantToWallClock(instant: Date, timeZone: string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClockFormatter(timeZone).formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
