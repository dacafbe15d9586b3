import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuctionSummary, type CreateAuctionBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/** POST /api/auctions (admin) → the created auction; only its id is needed (for the toast). */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auctions', 'create'],
    mutationFn: (body: CreateAuctionBody) =>
      apiRequest('/auctions', { method: 'POST', body, schema: AuctionSummary.pick({ id: true }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionsKeys.all }),
  });
}
