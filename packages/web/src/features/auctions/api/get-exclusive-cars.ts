import { useQuery } from '@tanstack/react-query';
import { Car } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { auctionsKeys } from './auctions-keys';

/** GET /api/cars/exclusive (admin): the cars kept for auctions, offered by the create-auction form. */
export function useExclusiveCars() {
  return useQuery({
    queryKey: auctionsKeys.exclusiveCars(),
    queryFn: ({ signal }) => apiRequest('/cars/exclusive', { schema: z.array(Car), signal }),
  });
}
