import { BookingIdResponse, type CreateBookingBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bookings → the new (Unpaid) booking's id. */
export function createBooking(body: CreateBookingBody): Promise<BookingIdResponse> {
  return apiRequest('/bookings', { method: 'POST', body, schema: BookingIdResponse });
}
