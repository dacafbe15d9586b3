import { z } from 'zod';

export const BOOKING_STATUSES = ['Unpaid', 'Paid', 'Active', 'Finished', 'Canceled', 'Rated'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const COVERAGES = ['No', 'Top', 'Premium'] as const;

/** A booking as reads answer it (SPEC §3); date-times wall-clock in the business time zone. */
export const Booking = z.object({
  id: z.number().int(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  startDateTime: z.string(),
  endDateTime: z.string(),
  startCity: z.object({ id: z.number().int(), name: z.string() }),
  endCity: z.object({ id: z.number().int(), name: z.string() }),
  car: z.object({ id: z.number().int(), make: z.string(), model: z.string(), registrationNumber: z.string() }),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  distance: z.number(),
  totalPrice: z.number(),
  coverage: z.enum(COVERAGES),
});
export type Booking = z.infer<typeof Booking>;
