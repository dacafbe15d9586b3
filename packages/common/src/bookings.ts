import { z } from 'zod';
import en from '../texts/en/bookings.json' with { type: 'json' };
import { WallClockDateTime } from './cars';
import { isIsoDate } from './dates';
import { MAX_ROW_ID, rowId } from './ids';
import { messages } from './messages';
import { MAX_UNPAID_BOOKINGS } from './constants';
import { text } from './i18n/namespace';
import { bookingsTexts } from './i18n/texts';
import { isTripWithinLimit, searchMessages } from './search';

export const BOOKING_STATUSES = ['Unpaid', 'Paid', 'Active', 'Finished', 'Canceled', 'Rated'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const COVERAGES = ['No', 'Top', 'Premium'] as const;

/**
 * An Unpaid booking holds its car this long, then the scheduler cancels it
 * (docs/product/bookings-and-payments.md#lifecycle).
 */
export const HOLD_MINUTES = 30;

/**
 * The bookings' sentences the server answers with and the pages show, as the English catalogue writes them
 * (packages/common/texts/en/bookings.json): the API's error hook and the forms put them in the reader's language by
 * these words (docs/decisions/019-three-languages.md#api-errors).
 */
export const bookingMessages = {
  priceChanged: en['errors.priceChanged'],
  unavailable: en['errors.unavailable'],
  startInPast: en['errors.startInPast'],
  fromDateMismatch: en['errors.fromDateMismatch'],
  notYours: en['errors.notYours'],
  notFound: en['errors.notFound'],
  notYourBooking: en['errors.notYourBooking'],
  notCancelable: en['errors.notCancelable'],
  coverage: en['errors.coverage'],
  totalPrice: en['errors.totalPrice'],
  damageTypeNotFound: en['errors.damageTypeNotFound'],
  tooManyBookings: en['errors.tooManyBookings'],
  birthDateMissing: en['errors.birthDateMissing'],
  iconNotFound: en['errors.iconNotFound'],
} as const;

/**
 * A customer holds too many unpaid bookings and changes: a text with its figure, written in the request's language
 * where it is answered (the figure is the rule's, `MAX_UNPAID_BOOKINGS`).
 */
export const tooManyUnpaidText = /* @__PURE__ */ text(bookingsTexts, 'errors.tooManyUnpaid', {
  count: MAX_UNPAID_BOOKINGS,
});

/**
 * A booking's pick-up or drop-off city; `depoAddress` is where the car waits
 * (docs/product/search-and-availability.md#cities), optional as older answers lacked it.
 */
const BookingCity = z.object({ id: z.number().int(), name: z.string(), depoAddress: z.string().optional() });

/**
 * A booking as reads answer it (docs/product/bookings-and-payments.md#booking); date-times wall-clock in the business
 * time zone.
 */
export const Booking = z.object({
  id: z.number().int(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  startDateTime: z.string(),
  endDateTime: z.string(),
  startCity: BookingCity,
  endCity: BookingCity,
  car: z.object({ id: z.number().int(), make: z.string(), model: z.string(), registrationNumber: z.string() }),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  distance: z.number(),
  totalPrice: z.number(),
  coverage: z.enum(COVERAGES),
  /** Where the car is brought (null: the depot); the change page fills its form with it. Optional on the wire. */
  deliveryAddress: z.string().nullable().optional(),
});
export type Booking = z.infer<typeof Booking>;

const id = (error: string = searchMessages.required) =>
  z.number({ error }).int({ error }).positive({ error }).max(MAX_ROW_ID, { error });
const coverage = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: bookingMessages.coverage });
/** Empty or blank means "no delivery": the form sends its field as it is. */
const deliveryAddress = z
  .string()
  .trim()
  .max(255)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

/** `POST /api/bookings/calculate-cost` (docs/product/pricing.md#cost-breakdown; coverage and delivery optional). */
export const CalculateCostBody = z
  .object({
    carId: id(),
    fromCityId: id(),
    toCityId: id(),
    fromDateTime: WallClockDateTime,
    toDateTime: WallClockDateTime,
    coverage: coverage.default(0),
    deliveryAddress,
  })
  .refine((b) => b.fromCityId !== b.toCityId, { error: messages.search.sameCities, path: ['toCityId'] })
  .refine((b) => isTripWithinLimit(b.fromDateTime, b.toDateTime), {
    error: searchMessages.tripTooLong,
    path: ['toDateTime'],
  });
export type CalculateCostBody = z.infer<typeof CalculateCostBody>;

/**
 * The cost breakdown (docs/product/pricing.md#cost-breakdown); `total` = trip lines − userDiscount (coverage and
 * delivery come on top: `bookingTotal`).
 */
export const CostBreakdown = z.object({
  fuelCost: z.number(),
  tollFees: z.number(),
  serviceFees: z.number(),
  timeFees: z.number(),
  coverageFee: z.number(),
  userDiscount: z.number(),
  total: z.number(),
});
export type CostBreakdown = z.infer<typeof CostBreakdown>;

/** The trip fields of a booking: what creating it sends and what a change of it may send again. */
export const bookingTripFields = {
  fromCityId: id(),
  toCityId: id(),
  fromDate: z.string({ error: searchMessages.required }).refine(isIsoDate, { error: searchMessages.invalidDate }),
  startDateTime: WallClockDateTime,
  endDateTime: WallClockDateTime,
  totalPrice: z
    .number({ error: bookingMessages.totalPrice })
    .nonnegative({ error: bookingMessages.totalPrice })
    .max(1e7),
  coverage,
  deliveryAddress,
};

/** The checks across a booking's trip fields, shared by creating a booking and changing one. */
export function checkTripFields<
  T extends z.ZodType<{
    fromCityId: number;
    toCityId: number;
    fromDate: string;
    startDateTime: string;
    endDateTime: string;
  }>,
>(schema: T): T {
  return schema
    .refine((b) => b.fromCityId !== b.toCityId, { error: messages.search.sameCities, path: ['toCityId'] })
    .refine((b) => b.startDateTime.slice(0, 10) === b.fromDate, {
      error: bookingMessages.fromDateMismatch,
      path: ['fromDate'],
    })
    .refine((b) => b.endDateTime > b.startDateTime, {
      error: searchMessages.dropOffBeforePickUp,
      path: ['endDateTime'],
    })
    .refine((b) => isTripWithinLimit(b.startDateTime, b.endDateTime), {
      error: searchMessages.tripTooLong,
      path: ['endDateTime'],
    });
}

/** `POST /api/bookings` (docs/product/bookings-and-payments.md#booking-flow; optional deliveryAddress). */
export const CreateBookingBody = checkTripFields(
  z.object({
    carId: id(),
    ...bookingTripFields,
    userId: id(),
  }),
);
export type CreateBookingBody = z.infer<typeof CreateBookingBody>;

/** What creating a booking or a claim answers (docs/product/README.md#http-basics). */
export const BookingIdResponse = z.object({ bookingId: z.number().int() });
export type BookingIdResponse = z.infer<typeof BookingIdResponse>;

export const BookingIdQuery = z.object({ bookingId: rowId() });

/**
 * A damage type of the catalogue (docs/product/bookings-and-payments.md#damage-report); `iconUrl` is a small SVG served
 * by the API.
 */
export const DamageType = z.object({ id: z.number().int(), name: z.string(), cost: z.number(), iconUrl: z.string() });
export type DamageType = z.infer<typeof DamageType>;
