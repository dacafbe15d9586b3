import { z } from 'zod';
import { BOOKING_STATUSES } from './bookings';
import { isIsoDate } from './dates';

/**
 * The fleet calendar (docs/product/admin-tools.md#fleet-calendar): every car's bookings over a range of days, for
 * administrators, in one request per view.
 */
export const FLEET_CALENDAR_DAYS = 14;
/** The longest range one request may ask for. */
export const FLEET_CALENDAR_MAX_DAYS = 62;

export const fleetMessages = {
  range: 'Choose a range of days from `from` to `to` (YYYY-MM-DD), at most 62 days.',
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
