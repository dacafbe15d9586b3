import { BookingIdResponse, type ClaimAuctionBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bookings/claim → {bookingId}: the won car booked (Premium coverage, unpaid). */
export function claimAuction(body: ClaimAuctionBody): Promise<BookingIdResponse> {
  return apiRequest('/bookings/claim', { method: 'POST', body, schema: BookingIdResponse });
}
