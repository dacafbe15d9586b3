/**
 * Booking date-times are wall-clock readings in the business time zone (docs/product/README.md#wall-clock-date-times);
 * the cancellation policy counts real hours before pick-up. These two functions cross between the two in the browser
 * with Intl alone (the API does the same with its lib/wall-clock.ts).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
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

/** An instant (ms) → `YYYY-MM-DDTHH:mm:ss` on the clocks of `timeZone`. */
export function msToWallClock(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The reading as if it were UTC: the clock face as a number. */
const faceMs = (wallClock: string) => Date.parse(`${wallClock.length === 16 ? `${wallClock}:00` : wallClock}Z`);

/**
 * A wall-clock `YYYY-MM-DDTHH:mm[:ss]` in `timeZone` → the instant (ms) it names. The zone's offset is read at a first
 * guess and read again at the answer, which settles the guesses made on the other side of a clock change.
 */
export function wallClockToMs(wallClock: string, timeZone: string): number {
  const face = faceMs(wallClock);
  const offsetAt = (ms: number) => faceMs(msToWallClock(ms, timeZone)) - ms;
  const first = face - offsetAt(face);
  const second = face - offsetAt(first);
  return second;
}
