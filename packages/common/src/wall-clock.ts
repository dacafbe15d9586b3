/**
 * Date-times travel as wall-clock `YYYY-MM-DDTHH:mm:ss` (seconds optional on the way in) in the business time zone
 * (docs/product/README.md#wall-clock-date-times) and are stored and counted as instants. The functions here are the
 * only crossings between the two, for the API and the web app alike: Intl alone, so the same code runs on the server
 * and in the browser and both read a date-time as the same instant.
 */

/** Readings and offsets kept per zone; a map is emptied when it reaches this size. */
const MAX_KEPT = 20_000;

/** The clock face of a wall-clock `YYYY-MM-DDTHH:mm[:ss]` as a number: the reading as if it were UTC. */
export function wallClockFaceMs(wallClock: string): number {
  return Date.parse(`${wallClock.length === 16 ? `${wallClock}:00` : wallClock}Z`);
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

/**
 * The instant a clock face names in `timeZone`: the face moved back by the zone's offset, guessed first from the
 * offset in force now, checked and corrected once (the rule of dayjs's `tz`, which the API read date-times with
 * before this module; its tests hold the two equal). A reading the clocks skip (the spring hour) moves forward by the
 * change; one they show twice (the autumn hour) names the instant whose offset is the one in force now, else the one
 * the correction lands on.
 */
function instantOfFace(face: number, timeZone: string): number {
  if (Number.isNaN(face)) return NaN;
  const guessed = offsetOf(Date.now(), timeZone);
  const atGuess = offsetOf(face - guessed, timeZone);
  if (atGuess === guessed) return face - guessed;
  const atCorrection = offsetOf(face - atGuess, timeZone);
  if (atCorrection === atGuess) return face - atGuess;
  return face - Math.min(atGuess, atCorrection);
}

/** Instants (ms) of date-times already read, by zone and date-time; emptied when it reaches `MAX_KEPT`. */
const instants = new Map<string, number>();

/**
 * A wire date-time (already checked by `WallClockDateTime`) → the instant it names in `timeZone`, each time a new
 * Date. The date-times people ask for repeat (the next days, whole and half hours) and every search and quote reads
 * two, so a reading is kept and reused.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  const key = `${timeZone} ${wallClock}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= MAX_KEPT) instants.clear();
    ms = instantOfFace(wallClockFaceMs(wallClock), timeZone);
    instants.set(key, ms);
  }
  return new Date(ms);
}
