import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuctionSummary } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/** GET /api/auctions/count. */
export function useAuctionsCount() {
  return useQuery({
    queryKey: auctionsKeys.count(),
    queryFn: ({ signal }) => apiRequest('/auctions/count', { schema: z.number().int().nonnegative(), signal }),
  });
}

/** GET /api/auctions/paged?page=N (0-based). */
export function useAuctionsPage(page: number) {
  return useQuery({
    queryKey: auctionsKeys.page(page),
    queryFn: ({ signal }) => apiRequest(`/auctions/paged?page=${page}`, { schema: z.array(AuctionSummary), signal }),
    // The previous page stays on screen while the next loads, so the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
