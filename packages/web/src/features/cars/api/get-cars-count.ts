import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/cars/count → how many cars the fleet has (for "Page x / y"). */
export function getCarsCount(signal?: AbortSignal): Promise<number> {
  return apiRequest('/cars/count', { schema: z.number().int().nonnegative(), signal });
}

export const carsCountQueryOptions = () =>
  queryOptions({ queryKey: carsKeys.count(), queryFn: ({ signal }) => getCarsCount(signal) });

export function useCarsCount() {
  return useQuery(carsCountQueryOptions());
}
