import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AvailableCarsBody, Car } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/cars/availableCars → the cars free for the trip, each with its `fuelPrice` estimate. */
export function getAvailableCars(body: AvailableCarsBody, signal?: AbortSignal): Promise<Car[]> {
  return apiRequest('/cars/availableCars', { method: 'POST', body, schema: z.array(Car), signal });
}

// Under "cars" so that saving or deleting a car (which invalidates ["cars"]) refreshes results too.
export const availableCarsQueryOptions = (body: AvailableCarsBody) =>
  queryOptions({
    queryKey: ['cars', 'available', body],
    queryFn: ({ signal }) => getAvailableCars(body, signal),
  });

/** Nothing is asked while the search is incomplete or invalid (`body` null). */
export function useAvailableCars(body: AvailableCarsBody | null) {
  return useQuery({
    ...availableCarsQueryOptions(
      body ?? { fromCity: 0, toCity: 0, fromDateTime: '', toDateTime: '', selectedFeatures: null },
    ),
    enabled: body !== null,
  });
}
