import { queryOptions, useQuery } from '@tanstack/react-query';
import { Feature } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../api-client';

/**
 * GET /api/cars/features: every feature a car can have. Shared by the car form (its Extras
 * choices) and the search filters, hence here rather than inside one feature.
 */
export function getCarFeatures(signal?: AbortSignal): Promise<Feature[]> {
  return apiRequest('/cars/features', { schema: z.array(Feature), signal });
}

export const carFeaturesQueryOptions = () =>
  queryOptions({
    queryKey: ['cars', 'features'],
    queryFn: ({ signal }) => getCarFeatures(signal),
    staleTime: 5 * 60_000,
  });

export function useCarFeatures() {
  return useQuery(carFeaturesQueryOptions());
}
