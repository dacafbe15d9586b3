import {
  type bookingsTexts,
  ChangeBookingBody,
  COVERAGES,
  formatMoney,
  type Booking,
  type ChangeQuote,
  type CoverageLevel,
  type KeyOf,
  type Locale,
  type Translate,
} from '@wayfare/common';

type BookingsTranslate = Translate<KeyOf<typeof bookingsTexts>>;

/**
 * The change form's fields (docs/product/bookings-and-payments.md#changing-a-booking): Mantine's Select and DateInput
 * use null for "nothing chosen"; delivery is a ticked box and an address, as on the search page.
 */
export interface ChangeFormValues {
  fromCity: string | null;
  toCity: string | null;
  fromDate: string | null;
  fromTime: string;
  toDate: string | null;
  toTime: string;
  coverage: CoverageLevel;
  delivery: boolean;
  deliveryAddress: string;
}

export type ChangeField = keyof ChangeFormValues;

/** A booking read may carry its delivery address (null: picked up at the depot). */
type BookingRead = Booking & { deliveryAddress?: string | null };

export const coverageLevel = (coverage: Booking['coverage']) => COVERAGES.indexOf(coverage) as CoverageLevel;

/** The booking as it is: the form's first values. */
export function valuesFromBooking(booking: BookingRead): ChangeFormValues {
  const address = booking.deliveryAddress ?? '';
  return {
    fromCity: String(booking.startCity.id),
    toCity: String(booking.endCity.id),
    fromDate: booking.startDateTime.slice(0, 10),
    fromTime: booking.startDateTime.slice(11, 16),
    toDate: booking.endDateTime.slice(0, 10),
    toTime: booking.endDateTime.slice(11, 16),
    coverage: coverageLevel(booking.coverage),
    delivery: address !== '',
    deliveryAddress: address,
  };
}

/** The wire body the values describe, before the schema has looked at it. */
function bodyInput(values: ChangeFormValues) {
  const wallClock = (date: string | null, time: string) => `${date ?? ''}T${time}:00`;
  return {
    fromCityId: values.fromCity === null ? undefined : Number(values.fromCity),
    toCityId: values.toCity === null ? undefined : Number(values.toCity),
    fromDate: values.fromDate ?? undefined,
    startDateTime: wallClock(values.fromDate, values.fromTime),
    endDateTime: wallClock(values.toDate, values.toTime),
    coverage: values.coverage,
    deliveryAddress: values.delivery ? values.deliveryAddress : undefined,
  };
}

/** Where a rule of ChangeBookingBody on a wire field is shown in the form. */
const FIELD_OF: Record<string, ChangeField> = {
  fromCityId: 'fromCity',
  toCityId: 'toCity',
  fromDate: 'fromDate',
  startDateTime: 'fromTime',
  endDateTime: 'toDate',
  coverage: 'coverage',
  deliveryAddress: 'deliveryAddress',
};

/** Every rule of ChangeBookingBody (the API's own schema), as a map field → first message (common's English). */
export function validateChange(values: ChangeFormValues): Partial<Record<ChangeField, string>> {
  const result = ChangeBookingBody.safeParse(bodyInput(values));
  const errors: Partial<Record<ChangeField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The body to send, or null while a rule fails. */
export function changeBody(values: ChangeFormValues): ChangeBookingBody | null {
  const result = ChangeBookingBody.safeParse(bodyInput(values));
  return result.success ? result.data : null;
}

/** True when the body asks for the trip the booking already has (nothing to price or send). */
export function isSameTrip(body: ChangeBookingBody, booking: BookingRead): boolean {
  const before = changeBody(valuesFromBooking(booking));
  return before !== null && JSON.stringify(before) === JSON.stringify(body);
}

/** What the change button does, in its own words: pay the difference, get money back, or simply change. */
export function changeSubmitLabel(
  quote: Pick<ChangeQuote, 'amountDue' | 'refund'> | undefined,
  t: BookingsTranslate,
  locale: Locale,
): string {
  if (quote && quote.amountDue > 0) return t('change.payDifference', { amount: formatMoney(quote.amountDue, locale) });
  if (quote && quote.refund > 0) return t('change.getBack', { amount: formatMoney(quote.refund, locale) });
  return t('change.title');
}

/** The note /my-bookings shows after a change that needed no payment. */
export function changedNote(bookingId: number, refund: number, t: BookingsTranslate, locale: Locale): string {
  return refund > 0
    ? t('change.changedWithRefund', { bookingId, amount: formatMoney(refund, locale) })
    : t('change.changed', { bookingId });
}
