import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingIdResponse, type ClaimAuctionBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/bookings/claim → {bookingId}: the won car booked (Premium coverage, unpaid). */
export function useClaimAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auctions', 'claim'],
    mutationFn: (body: ClaimAuctionBody) =>
      apiRequest('/bookings/claim', { method: 'POST', body, schema: BookingIdResponse }),
    // The claim changes the auction (no longer claimable) and adds a booking and a payment to the user's lists, which
    // belong to other features: mark everything stale rather than naming their keys here.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
