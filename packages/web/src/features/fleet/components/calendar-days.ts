import type { BookingStatus, FleetCalendar } from '@wayfare/common';

/**
 * Day arithmetic of the fleet calendar. Days are `YYYY-MM-DD` on the business clocks and booking times wall-clock
 * readings there (docs/product/README.md#wall-clock-date-times), so the calendar counts days on the strings alone,
 * with no time zone in between.
 */
const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The `count` days from `from` on. */
export function viewDays(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** Today's date on the clocks of `timeZone`. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type CalendarBooking = FleetCalendar['bookings'][number];

/** A booking's bar in one car's row: its first and last visible day (0-based columns) and its lane in the row. */
export interface Bar {
  booking: CalendarBooking;
  first: number;
  last: number;
  /** The bar runs on before the view's first day / after its last. */
  clippedStart: boolean;
  clippedEnd: boolean;
  lane: number;
}

/**
 * Places one car's bookings on the view's `dayCount` days. A trip covers the days from its pick-up's to its return's;
 * a return at midnight ends on the day before. Bars that share a day (a return and the next pick-up) take separate
 * lanes, so none hides another.
 */
export function placeBars(bookings: CalendarBooking[], from: string, dayCount: number): Bar[] {
  const bars: Bar[] = [];
  const laneEnds: number[] = [];
  const sorted = [...bookings].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
  for (const booking of sorted) {
    const start = daysBetween(from, booking.startDateTime.slice(0, 10));
    const endDay = booking.endDateTime.slice(0, 10);
    const endsAtMidnight = booking.endDateTime.slice(11) <= '00:00:00';
    const end = daysBetween(from, endsAtMidnight ? addDays(endDay, -1) : endDay);
    const first = Math.max(start, 0);
    const last = Math.min(Math.max(end, start), dayCount - 1);
    if (first > last) continue;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd < first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = last;
    bars.push({ booking, first, last, clippedStart: start < 0, clippedEnd: end > dayCount - 1, lane });
  }
  return bars;
}

/** The colour of each status on its bar and in the legend (Canceled trips are not in the calendar). */
export const STATUS_COLORS: Record<BookingStatus, string> = {
  Unpaid: 'yellow',
  Paid: 'blue',
  Active: 'green',
  Finished: 'gray',
  Rated: 'violet',
  Canceled: 'red',
};

const time = (wallClock: string) => `${wallClock.slice(0, 10)} ${wallClock.slice(11, 16)}`;

/** The bar's accessible name and tooltip: who, where and when. */
export function barLabel(booking: CalendarBooking): string {
  return (
    `Booking #${booking.id}, ${booking.status}: ${booking.customer.name}, ` +
    `${booking.startCity.name} ${time(booking.startDateTime)} to ${booking.endCity.name} ${time(booking.endDateTime)}`
  );
}
