import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimAuctionBody } from '@wayfare/common';
import { goToPayment } from '../../../lib/api/payment-link';
import { claimAuction } from '../api/claim-auction';
import { auctionsKeys } from '../api/auctions-keys';

/** How a claim ended: on its way to the checkout, or booked and waiting for payment in the bookings list. */
export type ClaimOutcome = { bookingId: number; paying: boolean };

/**
 * Claim (docs/product/auctions.md#claim-page): book the won car, fetch the booking's payment link and leave for the
 * checkout, as PAY NOW does. A refusal has been shown by the API client's dialog and the auction is read again; when
 * only the link could not be had, the booking stands and waits for payment.
 */
export function useClaimAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auctions', 'claim'],
    mutationFn: async (body: ClaimAuctionBody): Promise<ClaimOutcome> => {
      const { bookingId } = await claimAuction(body);
      try {
        await goToPayment(bookingId);
        return { bookingId, paying: true };
      } catch {
        // The claim changed the auction and added a booking and a payment to lists of other features: all stale.
        await queryClient.invalidateQueries();
        return { bookingId, paying: false };
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: auctionsKeys.all }),
  });
}
