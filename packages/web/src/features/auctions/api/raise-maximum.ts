import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RaiseMaximumResponse, type RaiseMaximumBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/**
 * PUT /api/auctions/{id}/maximum (docs/product/auctions.md#raising-a-maximum): the leader raises their secret maximum
 * without bidding. No error dialog: the form shows the server's refusal (409) under its field and opens the dialog
 * itself for anything else.
 */
export function raiseMaximum(auctionId: number, body: RaiseMaximumBody): Promise<RaiseMaximumResponse> {
  return apiRequest(`/auctions/${auctionId}/maximum`, {
    method: 'PUT',
    body,
    schema: RaiseMaximumResponse,
    errorDialog: false,
  });
}

/** The raise, then the auction read again so "Your maximum" (and a price raised to the reserve) show. */
export function useRaiseMaximum(auctionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auctions', 'raise-maximum', auctionId],
    mutationFn: (body: RaiseMaximumBody) => raiseMaximum(auctionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionsKeys.detail(auctionId) }),
  });
}
