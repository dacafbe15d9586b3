import { z } from 'zod';
import en from '../texts/en/bookings.json' with { type: 'json' };
import { bookingTripFields, checkTripFields, COVERAGES, CostBreakdown } from './bookings';
import { PRICING, roundToCents, timeFees } from './pricing';

/**
 * Cancellation policy and changes of a booking (docs/product/bookings-and-payments.md#cancellation-policy and
 * #changing-a-booking): texts, contracts and the one pure rule that prices a cancellation, shared by the API (which
 * refunds by it) and the web app (which shows it before anyone pays). The sentences are the English catalogue's
 * (packages/common/texts/en/bookings.json); those with values (a refund, a fee) are its `trips.*` keys, filled in
 * where the language is known.
 */
export const tripMessages = {
  tripStarted: en['trips.tripStarted'],
  changeTripStarted: en['trips.changeTripStarted'],
  changeNotYours: en['trips.changeNotYours'],
  changeStatus: en['trips.changeStatus'],
  changePending: en['trips.changePending'],
  changeAuction: en['trips.changeAuction'],
  changeNothing: en['trips.changeNothing'],
  changePaidMeanwhile: en['trips.changePaidMeanwhile'],
  tooManyUnpaidChanges: en['trips.tooManyUnpaidChanges'],
} as const;

/** Free cancellation ends this long before pick-up. */
export const FREE_CANCELLATION_HOURS = 24;
const HOUR_MS = 3_600_000;

/** The instant (ms) until which canceling costs nothing. */
export const freeCancellationUntilMs = (startAtMs: number) => startAtMs - FREE_CANCELLATION_HOURS * HOUR_MS;

/** The fee of a late cancellation: one day of time fees, never more than the trip's own time fees. */
export const lateCancellationFee = (tripTimeFees: number) => roundToCents(Math.min(PRICING.dailyCap, tripTimeFees));

export interface CancellationInput {
  startAtMs: number;
  endAtMs: number;
  nowMs: number;
  /** What the customer has paid for the booking and not had back (0 for an unpaid booking). */
  paid: number;
  /** The earliest pick-up the booking has ever had (a change never moves the deadline later); `startAtMs` if none. */
  earliestStartAtMs?: number | null;
  /** The late fee a change after the deadline kept (no later change or cancellation gives it back); 0 if none. */
  keptFee?: number;
}

/** Free cancellation ends 24 hours before the earliest pick-up the booking has ever had. */
export const cancellationDeadlineMs = (input: Pick<CancellationInput, 'startAtMs' | 'earliestStartAtMs'>) =>
  freeCancellationUntilMs(Math.min(input.startAtMs, input.earliestStartAtMs ?? input.startAtMs));

/** The late fee of a booking past its deadline: one day of its trip's time fees, or what a change kept if more. */
const lateFeeOf = (input: CancellationInput) =>
  Math.max(input.keptFee ?? 0, lateCancellationFee(timeFees(input.endAtMs - input.startAtMs)));

/**
 * What canceling at `nowMs` gives back: everything until the deadline (24 hours before the earliest pick-up); after
 * that, everything but the late fee (never more than was paid). `null` once the trip has started: it cannot be
 * canceled.
 */
export function cancellationTerms(input: CancellationInput): { refund: number; fee: number } | null {
  if (input.nowMs >= input.startAtMs) return null;
  const paid = roundToCents(Math.max(0, input.paid));
  if (paid === 0 || input.nowMs < cancellationDeadlineMs(input)) return { refund: paid, fee: 0 };
  const fee = Math.min(paid, lateFeeOf(input));
  return { refund: roundToCents(paid - fee), fee };
}

/**
 * The late fee a change of a Paid booking made at `nowMs` keeps: 0 before the deadline, else the fee canceling would
 * keep. Moving the trip never makes a late cancellation free again.
 */
export const feeKeptByChange = (input: CancellationInput): number =>
  input.nowMs < cancellationDeadlineMs(input) ? 0 : roundToCents(lateFeeOf(input));

/**
 * What a change gives back when it costs less (`newTotal` < `paid`): the difference, less the late fee once past the
 * deadline (the same policy as canceling).
 */
export function changeRefund(input: CancellationInput & { newTotal: number }): number {
  const difference = roundToCents(input.paid - input.newTotal);
  if (difference <= 0) return 0;
  return roundToCents(Math.max(0, difference - feeKeptByChange(input)));
}

/** `GET /api/bookings/{id}/cancellation`: the server's own figures; `freeUntil` wall-clock in the business zone. */
export const CancellationQuote = z.object({ refund: z.number(), fee: z.number(), freeUntil: z.string() });
export type CancellationQuote = z.infer<typeof CancellationQuote>;

/**
 * `GET /api/bookings/cancel`: the canceled booking, whether it had been paid, and the refund written for it (€, 0 when
 * none), so the page can say what comes back (docs/product/bookings-and-payments.md#cancel).
 */
export const CancelBookingResponse = z.object({
  bookingId: z.number().int(),
  wasPaid: z.boolean(),
  refund: z.number(),
});
export type CancelBookingResponse = z.infer<typeof CancelBookingResponse>;

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
  /** The late-cancellation fee a change now keeps (a Paid booking past its deadline), else 0. */
  lateFeeKept: z.number(),
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
