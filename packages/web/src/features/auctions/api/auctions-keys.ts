/** Query keys of the auctions feature; one prefix so a create or claim refreshes every list and detail. */
export const auctionsKeys = {
  all: ['auctions'] as const,
  count: (mine: boolean) => ['auctions', 'count', { mine }] as const,
  page: (page: number, mine: boolean) => ['auctions', 'page', page, { mine }] as const,
  detail: (auctionId: number) => ['auctions', 'detail', auctionId] as const,
  car: (carId: number) => ['auctions', 'car', carId] as const,
  exclusiveCars: () => ['auctions', 'exclusive-cars'] as const,
};
