import type { BookingFilters, CalculateCostBody, ChangeBookingBody } from '@wayfare/common';

/** Query keys of the bookings feature; one prefix so a change refreshes every list and count. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  count: (filters: BookingFilters = {}) => ['bookings', 'count', filters] as const,
  page: (page: number, filters: BookingFilters = {}) => ['bookings', 'page', page, filters] as const,
  costs: () => ['bookings', 'cost'] as const,
  cost: (body: CalculateCostBody) => ['bookings', 'cost', body] as const,
  damages: () => ['bookings', 'damages'] as const,
  car: (carId: number) => ['bookings', 'car', carId] as const,
  own: () => ['bookings', 'by-user'] as const,
  cancellation: (bookingId: number) => ['bookings', 'cancellation', bookingId] as const,
  changeQuotes: (bookingId: number) => ['bookings', 'change-quote', bookingId] as const,
  changeQuote: (bookingId: number, body: ChangeBookingBody) => ['bookings', 'change-quote', bookingId, body] as const,
  changes: (bookingId: number) => ['bookings', 'changes', bookingId] as const,
};
