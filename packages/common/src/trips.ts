import { z } from 'zod';
import { bookingTripFields, checkTripFields, COVERAGES, CostBreakdown } from './bookings';
import { PRICING, roundToCents, timeFees } from './pricing';

/**
 * Cancellation policy and changes of a booking (docs/product/bookings-and-payments.md#cancellation-policy and
 * #changing-a-booking): texts, contracts and the one pure rule that prices a cancellation, shared by the API (which
 * refunds by it) and the web app (which shows it before anyone pays).
 */
export const tripMessages = {
  tripStarted: 'The trip has started and cannot be canceled.',
  changeTripStarted: 'The trip has started and cannot be changed.',
  changeNotYours: 'You can only change your own bookings',
  changeStatus: 'Only unpaid or paid bookings can be changed',
  changePending: 'A change of this booking is waiting for its payment. Pay or wait for it to lapse first.',
  changeAuction: 'A car won at auction cannot be changed.',
  changeNothing: 'The booking already has these values.',
  changePaidMeanwhile: 'The booking has just been paid. Reload it before changing it.',
  refundLine: (bookingId: number) => `Refund for booking #${bookingId}`,
  changeLine: (bookingId: number) => `Change of booking #${bookingId}`,
  freeCancellationUntil: (dateTime: string) => `Free cancellation until ${dateTime}`,
  youGetBack: (amount: string) => `You get ${amount} back`,
  lateCancellation: (fee: string) =>
    `Pick-up is less than 24 hours away: canceling keeps ${fee}, one day of time fees.`,
} as const;

/** Free cancellation ends this long before pick-up. */
export const FREE_CANCELLATION_HOURS = 24;
const HOUR_MS = 3_600_000;

/** The instant (ms) until which canceling costs nothing. */
export const freeCancellationUntilMs = (startMs: number) => startMs - FREE_CANCELLATION_HOURS * HOUR_MS;

/** The fee of a late cancellation: one day of time fees, never more than the trip's own time fees. */
export const lateCancellationFee = (tripTimeFees: number) => roundToCents(Math.min(PRICING.dailyCap, tripTimeFees));

export interface CancellationInput {
  startMs: number;
  endMs: number;
  nowMs: number;
  /** What the customer has paid for the booking and not had back (0 for an unpaid booking). */
  paid: number;
}

/**
 * What canceling at `nowMs` gives back: everything until 24 hours before pick-up; after that, everything but one
 * day of time fees (the fee never exceeds what was paid). `null` once the trip has started: it cannot be canceled.
 */
export function cancellationTerms(input: CancellationInput): { refund: number; fee: number } | null {
  if (input.nowMs >= input.startMs) return null;
  const paid = roundToCents(Math.max(0, input.paid));
  if (paid === 0 || input.nowMs < freeCancellationUntilMs(input.startMs)) return { refund: paid, fee: 0 };
  const fee = Math.min(paid, lateCancellationFee(timeFees(input.endMs - input.startMs)));
  return { refund: roundToCents(paid - fee), fee };
}

/**
 * What a change gives back when it costs less (`newTotal` < `paid`): the difference, less the late-cancellation fee
 * once inside the last 24 hours before the old pick-up (the same policy as canceling).
 */
export function changeRefund(input: CancellationInput & { newTotal: number }): number {
  const difference = roundToCents(input.paid - input.newTotal);
  if (difference <= 0) return 0;
  if (input.nowMs < freeCancellationUntilMs(input.startMs)) return difference;
  const fee = lateCancellationFee(timeFees(input.endMs - input.startMs));
  return roundToCents(Math.max(0, difference - fee));
}

/** `GET /api/bookings/{id}/cancellation`: the server's own figures; `freeUntil` wall-clock in the business zone. */
export const CancellationQuote = z.object({ refund: z.number(), fee: z.number(), freeUntil: z.string() });
export type CancellationQuote = z.infer<typeof CancellationQuote>;

/**
 * `POST /api/bookings/{id}/change`: the creation payload's trip fields (same car, same customer). `totalPrice` is
 * optional here: when sent, a different server price is refused like at booking ("Price has changed").
 */
export const ChangeBookingBody = checkTripFields(
  z.object({ ...bookingTripFields, totalPrice: bookingTripFields.totalPrice.optional() }),
);
export type ChangeBookingBody = z.infer<typeof ChangeBookingBody>;

/**
 * The answer of a change: `amountDue` > 0 is to be paid at `url` within 30 minutes (else the change reverts);
 * `refund` > 0 goes back to the card; both 0: applied as it is.
 */
export const ChangeBookingResponse = z.object({
  bookingId: z.number().int(),
  amountDue: z.number(),
  refund: z.number(),
  url: z.string().nullable(),
});
export type ChangeBookingResponse = z.infer<typeof ChangeBookingResponse>;

/** A priced booking: the breakdown, then coverage and delivery on top (`totalPrice`). */
export const PricedTrip = z.object({ cost: CostBreakdown, deliveryFee: z.number(), totalPrice: z.number() });
export type PricedTrip = z.infer<typeof PricedTrip>;

/**
 * `POST /api/bookings/{id}/change/quote`: what the change would cost, next to what the booking costs now
 * (`before.cost` is null for bookings priced before breakdowns were kept).
 */
export const ChangeQuote = z.object({
  before: z.object({ cost: CostBreakdown.nullable(), totalPrice: z.number() }),
  after: PricedTrip,
  amountDue: z.number(),
  refund: z.number(),
});
export type ChangeQuote = z.infer<typeof ChangeQuote>;

const TripValues = z.object({
  startDateTime: z.string(),
  endDateTime: z.string(),
  startCity: z.object({ id: z.number().int(), name: z.string() }),
  endCity: z.object({ id: z.number().int(), name: z.string() }),
  coverage: z.enum(COVERAGES),
  deliveryAddress: z.string().nullable(),
  totalPrice: z.number(),
});

/** `GET /api/bookings/{id}/changes`: one change of a booking, oldest first (admins, and the booking's customer). */
export const BookingChange = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(['applied', 'pending', 'reverted']),
  amountDue: z.number(),
  before: TripValues,
  after: TripValues,
});
export type BookingChange = z.infer<typeof BookingChange>;
