import { Bid, type PlaceBidBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auctions/{id}/bids (docs/product/auctions.md#auction-page): the same bid over HTTP, used while the live
 * channel is down so a bid is never lost. The answer is read loosely: the page refetches the auction afterwards anyway.
 */
export async function placeBidOverHttp(auctionId: number, body: PlaceBidBody): Promise<Bid | null> {
  const answer = await apiRequest(`/auctions/${auctionId}/bids`, { method: 'POST', body });
  const parsed = Bid.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
