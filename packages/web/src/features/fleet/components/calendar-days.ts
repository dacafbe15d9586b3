import {
  type adminTexts,
  formatWallClock,
  instantToWallClock,
  toIsoDate,
  type BookingStatus,
  type FleetCalendar,
  type KeyOf,
  type Locale,
  type Translate,
} from '@wayfare/common';

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

/** Today's date on the clocks of `timeZone` (the browser's own until the app's settings have loaded). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return timeZone === undefined ? toIsoDate(now) : instantToWallClock(now, timeZone).slice(0, 10);
}

export type CalendarBooking = FleetCalendar['bookings'][number];
export type CalendarBlock = FleetCalendar['blocks'][number];

/** What takes a car in the calendar: a booking, or a maintenance block. */
export type CalendarEntry = { kind: 'booking'; booking: CalendarBooking } | { kind: 'block'; block: CalendarBlock };

/** An entry's bar in one car's row: its first and last visible day (0-based columns) and its lane in the row. */
export interface Bar {
  entry: CalendarEntry;
  first: number;
  last: number;
  /** The bar runs on before the view's first day / after its last. */
  clippedStart: boolean;
  clippedEnd: boolean;
  lane: number;
}

const periodOf = (entry: CalendarEntry) => (entry.kind === 'booking' ? entry.booking : entry.block);

/** One car's bookings and blocks, as calendar entries. */
export function entriesOf(calendar: FleetCalendar, carId: number): CalendarEntry[] {
  return [
    ...calendar.bookings.filter((b) => b.carId === carId).map((booking) => ({ kind: 'booking' as const, booking })),
    ...calendar.blocks.filter((b) => b.carId === carId).map((block) => ({ kind: 'block' as const, block })),
  ];
}

/**
 * Places one car's entries on the view's `dayCount` days. A trip or block covers the days from its start's to its
 * end's; an end at midnight falls on the day before. Bars that share a day (a return and the next pick-up) take
 * separate lanes, so none hides another.
 */
export function placeBars(entries: CalendarEntry[], from: string, dayCount: number): Bar[] {
  const bars: Bar[] = [];
  const laneEnds: number[] = [];
  const sorted = [...entries].sort((a, b) => periodOf(a).startDateTime.localeCompare(periodOf(b).startDateTime));
  for (const entry of sorted) {
    const { startDateTime: startAt, endDateTime: endAt } = periodOf(entry);
    const start = daysBetween(from, startAt.slice(0, 10));
    const endDay = endAt.slice(0, 10);
    const endsAtMidnight = endAt.slice(11) <= '00:00:00';
    const end = daysBetween(from, endsAtMidnight ? addDays(endDay, -1) : endDay);
    const first = Math.max(start, 0);
    const last = Math.min(Math.max(end, start), dayCount - 1);
    if (first > last) continue;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd < first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = last;
    bars.push({ entry, first, last, clippedStart: start < 0, clippedEnd: end > dayCount - 1, lane });
  }
  return bars;
}

/**
 * The colours of each status's bar and legend swatch (Canceled trips are not in the calendar). Shades dark enough for
 * white text, or a light one with dark text, so every bar's label keeps a 4.5:1 contrast (WCAG AA).
 */
export const STATUS_COLORS: Record<BookingStatus, { background: string; text: string }> = {
  Unpaid: { background: 'var(--mantine-color-yellow-4)', text: 'var(--mantine-color-black)' },
  Paid: { background: 'var(--mantine-color-blue-8)', text: 'var(--mantine-color-white)' },
  Active: { background: 'var(--mantine-color-teal-9)', text: 'var(--mantine-color-white)' },
  Finished: { background: 'var(--mantine-color-gray-7)', text: 'var(--mantine-color-white)' },
  Rated: { background: 'var(--mantine-color-violet-8)', text: 'var(--mantine-color-white)' },
  Canceled: { background: 'var(--mantine-color-red-8)', text: 'var(--mantine-color-white)' },
};

/**
 * The bar's accessible name and tooltip, in the page's language: who, where and when, or why the car is off the road.
 */
export function barLabel(entry: CalendarEntry, t: Translate<KeyOf<typeof adminTexts>>, locale: Locale): string {
  const time = (wallClock: string) => formatWallClock(wallClock, locale);
  if (entry.kind === 'block') {
    const { block } = entry;
    return t('fleet.bar.block', {
      reason: block.reason,
      start: time(block.startDateTime),
      end: time(block.endDateTime),
    });
  }
  const { booking } = entry;
  return t('fleet.bar.booking', {
    id: booking.id,
    status: t(`fleet.status.${booking.status}`),
    customer: booking.customer.name,
    startCity: booking.startCity.name,
    start: time(booking.startDateTime),
    endCity: booking.endCity.name,
    end: time(booking.endDateTime),
  });
}
