import { instantToWallClock, wallClockToInstant } from '@wayfare/common';

/**
 * Booking date-times are wall-clock readings in the business time zone (docs/product/README.md#wall-clock-date-times);
 * the cancellation policy counts real hours before pick-up. The crossing is common's (packages/common/src/wall-clock.ts),
 * the one the API reads with; these two only speak milliseconds for the bookings' pages, until those call it directly.
 */

/** An instant (ms) → `YYYY-MM-DDTHH:mm:ss` on the clocks of `timeZone`. */
export const msToWallClock = (ms: number, timeZone: string): string => instantToWallClock(new Date(ms), timeZone);

/** A wall-clock `YYYY-MM-DDTHH:mm[:ss]` in `timeZone` → the instant (ms) it names. */
export const wallClockToMs = (wallClock: string, timeZone: string): number =>
  wallClockToInstant(wallClock, timeZone).getTime();
