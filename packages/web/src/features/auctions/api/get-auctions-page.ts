import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuctionSummary } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/** GET /api/auctions/count; `mine`: only the auctions the viewer bid on (docs/product/auctions.md#my-auctions). */
export function useAuctionsCount(mine = false) {
  return useQuery({
    queryKey: auctionsKeys.count(mine),
    queryFn: ({ signal }) =>
      apiRequest(mine ? '/auctions/count?mine=true' : '/auctions/count', {
        schema: z.number().int().nonnegative(),
        signal,
      }),
  });
}

/** GET /api/auctions/paged?page=N (0-based), with `&mine=true` when `mine`. */
export function useAuctionsPage(page: number, mine = false) {
  return useQuery({
    queryKey: auctionsKeys.page(page, mine),
    queryFn: ({ signal }) =>
      apiRequest(`/auctions/paged?page=${page}${mine ? '&mine=true' : ''}`, {
        schema: z.array(AuctionSummary),
        signal,
      }),
    // The previous page stays on screen while the next loads, so the table does not collapse.
    placeholderData: keepPreviousData,
  });
}
