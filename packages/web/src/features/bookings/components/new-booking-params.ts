import {
  roundToCents,
  SearchParams,
  searchMessages,
  type CalculateCostBody,
  type CoverageLevel,
  type CreateBookingBody,
} from '@wayfare/common';

/**
 * The trip a /new-booking URL describes (the search card's "Start booking" link,
 * docs/product/bookings-and-payments.md#new-booking-page).
 */
export interface BookingTrip {
  carId: number;
  fromCityId: number;
  toCityId: number;
  /** Pick-up and drop-off as wire date-times (`YYYY-MM-DDTHH:mm:ss`), joined from the URL's dates and times. */
  startAt: string;
  endAt: string;
  /** The delivery address, or undefined when the car is picked up at the depot. */
  delivery?: string;
}

/** What is wrong with a /new-booking link: a trip longer than the rules allow, or anything else (incomplete). */
export type BookingLinkProblem = 'tripTooLong' | 'incomplete';

/**
 * Reads the trip from the query, or says what is wrong with the link: a trip longer than the rules allow is named as
 * such (a person can fix the dates), anything else missing or broken is an incomplete link.
 */
export function readBookingTrip(query: URLSearchParams): BookingTrip | { problem: BookingLinkProblem } {
  const carId = Number(query.get('carId'));
  const search = SearchParams.safeParse(Object.fromEntries(query));
  if (!search.success) {
    const tooLong = search.error.issues.some((issue) => issue.message === searchMessages.tripTooLong);
    return { problem: tooLong ? 'tripTooLong' : 'incomplete' };
  }
  if (!Number.isInteger(carId) || carId <= 0) return { problem: 'incomplete' };
  const { fromCity, toCity, fromDate, fromTime, toDate, toTime } = search.data;
  const delivery = query.get('delivery')?.trim() || undefined;
  return {
    carId,
    fromCityId: Number(fromCity),
    toCityId: Number(toCity),
    startAt: wallClock(fromDate, fromTime),
    endAt: wallClock(toDate, toTime),
    delivery,
  };
}

const wallClock = (date: string, time: string) => `${date}T${time}:00`;

export function costBody(trip: BookingTrip, coverage: CoverageLevel): CalculateCostBody {
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDateTime: trip.startAt,
    toDateTime: trip.endAt,
    coverage,
    deliveryAddress: trip.delivery,
  };
}

export function bookingBody(
  trip: BookingTrip,
  coverage: CoverageLevel,
  totalPrice: number,
  userId: number,
): CreateBookingBody {
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDate: trip.startAt.slice(0, 10),
    startDateTime: trip.startAt,
    endDateTime: trip.endAt,
    // Two decimals, cut the way the pricing code cuts them: the figure the customer saw.
    totalPrice: roundToCents(totalPrice),
    coverage,
    userId,
    deliveryAddress: trip.delivery,
  };
}
