import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Auction, type CreateAuctionBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/** POST /api/auctions (admin) → the created auction. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auctions', 'create'],
    mutationFn: (body: CreateAuctionBody) => apiRequest('/auctions', { method: 'POST', body, schema: Auction }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionsKeys.all }),
  });
}
