import type { Booking } from '@wayfare/common';

/** A booking shaped like the API's answers: Berlin → Munich in a Volkswagen Golf, by Cora Customer; for tests only. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    bookingStatus: 'Unpaid',
    startDateTime: '2026-11-01T10:00:00',
    endDateTime: '2026-11-03T12:00:00',
    startCity: { id: 1, name: 'Berlin' },
    endCity: { id: 2, name: 'Munich' },
    car: { id: 3, make: 'Volkswagen', model: 'Golf', registrationNumber: 'B-WF 103' },
    user: { id: 7, email: 'customer@example.com', name: 'Cora Customer' },
    distance: 1548.3,
    totalPrice: 1326.28,
    coverage: 'No',
    ...overrides,
  };
}
