import { BookingIdResponse, PaymentLink, type CreateBookingBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { goToExternal } from '../../../components/external-navigation';

/** POST /api/bookings → the new (Unpaid) booking's id. */
export function createBooking(body: CreateBookingBody): Promise<BookingIdResponse> {
  return apiRequest('/bookings', { method: 'POST', body, schema: BookingIdResponse });
}

/** GET /api/payments/pay?bookingId= → the checkout link for an Unpaid booking of the caller. */
export function getPayLink(bookingId: number): Promise<PaymentLink> {
  return apiRequest(`/payments/pay?bookingId=${bookingId}`, { schema: PaymentLink });
}

/** Sends the browser to a booking's checkout: a full navigation, since it may be the card provider's page. */
export async function goToPayment(bookingId: number): Promise<void> {
  const { url } = await getPayLink(bookingId);
  goToExternal(url);
}
