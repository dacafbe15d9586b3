import { queryOptions, useQuery } from '@tanstack/react-query';
import { Auction } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/**
 * An auction as the page keeps it: the server's answer plus `closesAt`, the moment it closes on the monotonic clock
 * (`performance.now()`), taken from `remainingMs` when the answer or the last state message arrived. The countdown
 * never reads the browser's wall clock, so a wrong system time or time zone cannot shorten or lengthen it.
 * `liveHighest`: the highest bid the last state message announced (docs/product/realtime-contract.md#auction-state).
 */
export type LiveAuction = Auction & {
  closesAt: number;
  liveHighest?: { amount: number; bidder: { id: number; name: string } } | null;
};

/** GET /api/auctions/{id}: the auction with its car summary, bids (newest first) and highest bid. */
export async function getAuction(auctionId: number, signal?: AbortSignal): Promise<LiveAuction> {
  const auction = await apiRequest(`/auctions/${auctionId}`, { schema: Auction, signal });
  return { ...auction, closesAt: performance.now() + auction.remainingMs };
}

export const auctionQueryOptions = (auctionId: number) =>
  queryOptions({ queryKey: auctionsKeys.detail(auctionId), queryFn: ({ signal }) => getAuction(auctionId, signal) });

export function useAuction(auctionId: number | null) {
  return useQuery({ ...auctionQueryOptions(auctionId ?? 0), enabled: auctionId !== null });
}
