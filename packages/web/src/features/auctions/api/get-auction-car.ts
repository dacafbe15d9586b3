import { useQuery } from '@tanstack/react-query';
import { Car } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/**
 * GET /api/cars/{id} (open to everyone): the auctioned car's photo, features and current city. No error dialog:
 * the page still works from the auction's own car summary when this read fails.
 */
export function useAuctionCar(carId: number | undefined) {
  return useQuery({
    queryKey: auctionsKeys.car(carId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/cars/${carId}`, { schema: Car, signal, errorDialog: false }),
    enabled: carId !== undefined,
    staleTime: 5 * 60_000,
  });
}
