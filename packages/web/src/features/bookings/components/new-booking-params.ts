import { SearchParams, type CalculateCostBody, type CoverageLevel, type CreateBookingBody } from '@wayfare/common';

/** The trip a /new-booking URL describes (the search card's "Start booking" link, SPEC §2). */
export interface BookingTrip {
  carId: number;
  fromCityId: number;
  toCityId: number;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  /** The delivery address, or undefined when the car is picked up at the depot. */
  delivery?: string;
}

/** Reads the trip from the query, or null when the link is incomplete or invalid. */
export function readBookingTrip(query: URLSearchParams): BookingTrip | null {
  const carId = Number(query.get('carId'));
  const search = SearchParams.safeParse(Object.fromEntries(query));
  if (!Number.isInteger(carId) || carId <= 0 || !search.success) return null;
  const { fromCity, toCity, fromDate, fromTime, toDate, toTime } = search.data;
  const delivery = query.get('delivery')?.trim() || undefined;
  return { carId, fromCityId: Number(fromCity), toCityId: Number(toCity), fromDate, fromTime, toDate, toTime, delivery };
}

const wallClock = (date: string, time: string) => `${date}T${time}:00`;

export function costBody(trip: BookingTrip, coverage: CoverageLevel): CalculateCostBody {
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDateTime: wallClock(trip.fromDate, trip.fromTime),
    toDateTime: wallClock(trip.toDate, trip.toTime),
    coverage,
    deliveryAddress: trip.delivery,
  };
}

export function bookingBody(trip: BookingTrip, coverage: CoverageLevel, totalPrice: number, userId: number): CreateBookingBody {
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDate: trip.fromDate,
    startDateTime: wallClock(trip.fromDate, trip.fromTime),
    endDateTime: wallClock(trip.toDate, trip.toTime),
    // SPEC §3: two decimals, the figure the customer saw.
    totalPrice: Number(totalPrice.toFixed(2)),
    coverage,
    userId,
    deliveryAddress: trip.delivery,
  };
}
