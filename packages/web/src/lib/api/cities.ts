import { queryOptions, useQuery } from '@tanstack/react-query';
import { City } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../api-client';

/**
 * GET /api/cities. Shared by the search form, the navbar's prepared search and the city admin
 * features, hence here rather than inside one feature.
 */
export function getCities(signal?: AbortSignal): Promise<City[]> {
  return apiRequest('/cities', { schema: z.array(City), signal });
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
