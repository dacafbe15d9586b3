import type { ClaimAuctionBody, SearchParams } from '@wayfare/common';

/**
 * The claim payload (docs/product/auctions.md#claim): the search form's trip, each date and time joined with T,
 * coverage fixed at 2.
 */
export function toClaimBody(auctionId: number, carId: number, trip: SearchParams): ClaimAuctionBody {
  return {
    auctionId,
    carId,
    coverage: 2,
    fromCityId: Number(trip.fromCity),
    toCityId: Number(trip.toCity),
    startDateTime: `${trip.fromDate}T${trip.fromTime}`,
    endDateTime: `${trip.toDate}T${trip.toTime}`,
  };
}
