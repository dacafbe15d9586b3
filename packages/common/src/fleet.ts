import { z } from 'zod';
import en from '../texts/en/admin.json' with { type: 'json' };
import { BOOKING_STATUSES } from './bookings';
import { WallClockDateTime } from './cars';
import { isIsoDate, wallClockSpanMs } from './dates';
import { rowId } from './ids';

/**
 * The fleet calendar (docs/product/admin-tools.md#fleet-calendar): every car's bookings over a range of days, for
 * administrators, in one request per view.
 */
export const FLEET_CALENDAR_DAYS = 14;
/** The longest range one request may ask for. */
export const FLEET_CALENDAR_MAX_DAYS = 62;

export const fleetMessages = {
  range: en['fleet.range'],
} as const;

const DAY_MS = 86_400_000;
const isoDate = z.string().refine(isIsoDate, { error: fleetMessages.range });

/** `GET /api/fleet/calendar?from=&to=`: both days included. */
export const FleetCalendarQuery = z.object({ from: isoDate, to: isoDate }).refine(
  (q) => {
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS + 1;
    return days >= 1 && days <= FLEET_CALENDAR_MAX_DAYS;
  },
  { error: fleetMessages.range, path: ['to'] },
);
export type FleetCalendarQuery = z.infer<typeof FleetCalendarQuery>;

const Place = z.object({ id: z.number().int(), name: z.string() });

export const FleetCalendar = z.object({
  from: z.string(),
  to: z.string(),
  /** The fleet on the road, by id. */
  cars: z.array(
    z.object({
      id: z.number().int(),
      make: z.string(),
      model: z.string(),
      registrationNumber: z.string(),
      city: Place,
    }),
  ),
  /** Maintenance blocks overlapping the range. */
  blocks: z.array(
    z.object({
      id: z.number().int(),
      carId: z.number().int(),
      startDateTime: z.string(),
      endDateTime: z.string(),
      reason: z.string(),
    }),
  ),
  /** Live bookings (all but Canceled) whose trip overlaps the range; date-times wall-clock in the business zone. */
  bookings: z.array(
    z.object({
      id: z.number().int(),
      carId: z.number().int(),
      status: z.enum(BOOKING_STATUSES),
      startDateTime: z.string(),
      endDateTime: z.string(),
      startCity: Place,
      endCity: Place,
      customer: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
});
export type FleetCalendar = z.infer<typeof FleetCalendar>;

/**
 * Maintenance blocks (docs/product/admin-tools.md#maintenance-blocks): an administrator takes a car off the road for a
 * period, with a reason. Date-times are wall-clock in the business time zone, like a booking's.
 */
export const BLOCK_LIMITS = { reasonMax: 200, maxDays: 90 } as const;

/**
 * The blocks' messages, in the catalogue's words (`admin` namespace, `blocks.*`). The limits are written out in the
 * sentences, which the error hook finds by their exact words; fleet.test.ts keeps them equal to BLOCK_LIMITS.
 */
export const blockMessages = {
  reasonRequired: en['blocks.reasonRequired'],
  reasonTooLong: en['blocks.reasonTooLong'],
  endBeforeStart: en['blocks.endBeforeStart'],
  tooLong: en['blocks.tooLong'],
  alreadyOver: en['blocks.alreadyOver'],
  /**
   * The English sentence; an answer in the request's language throws `text(adminTexts, 'blocks.overlapsBookings',
   * { bookingIds: bookingNumbers(ids) })` instead.
   */
  overlapsBookings: (bookingIds: readonly number[]) =>
    `${en['blocks.overlapsBookingsLead']} ${bookingNumbers(bookingIds)}`,
  /** The words before the booking numbers, which the car info page shows as links (the error's `bookingIds`). */
  overlapsBookingsLead: en['blocks.overlapsBookingsLead'],
  overlapsBlock: en['blocks.overlapsBlock'],
  notFound: en['blocks.notFound'],
  ended: en['blocks.ended'],
} as const;

/** The bookings in a block's way as its message lists them: "#12, #15". */
export const bookingNumbers = (bookingIds: readonly number[]) => bookingIds.map((id) => `#${id}`).join(', ');

/** `POST /api/cars/{id}/blocks`. */
export const CarBlockBody = z
  .object({
    startDateTime: WallClockDateTime,
    endDateTime: WallClockDateTime,
    reason: z
      .string({ error: blockMessages.reasonRequired })
      .trim()
      .min(1, blockMessages.reasonRequired)
      .max(BLOCK_LIMITS.reasonMax, blockMessages.reasonTooLong),
  })
  .refine((b) => b.endDateTime > b.startDateTime, { error: blockMessages.endBeforeStart, path: ['endDateTime'] })
  .refine((b) => wallClockSpanMs(b.startDateTime, b.endDateTime) <= BLOCK_LIMITS.maxDays * 86_400_000, {
    error: blockMessages.tooLong,
    path: ['endDateTime'],
  });
export type CarBlockBody = z.infer<typeof CarBlockBody>;

export const CarBlockParams = z.object({ id: rowId(), blockId: rowId() });

export const CarBlock = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  reason: z.string(),
  /** It is over: it stays on record and can no longer be removed. */
  ended: z.boolean(),
  /** The administrator who made it, while their account exists. */
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CarBlock = z.infer<typeof CarBlock>;
