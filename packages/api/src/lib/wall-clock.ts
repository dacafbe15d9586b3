import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Date-times travel as wall-clock `YYYY-MM-DDTHH:mm:ss` in the business time zone (DESIGN §4) and are stored as
 * instants (timestamptz). These two functions are the only crossing between the two.
 */
const WIRE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** A wire date-time (already checked by `WallClockDateTime`) → the instant it names in `timeZone`. */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  return dayjs.tz(wallClock, timeZone).toDate();
}

/** An instant → its wall-clock reading in `timeZone`, as the wire spells it. */
export function instantToWallClock(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(WIRE_FORMAT);
}
