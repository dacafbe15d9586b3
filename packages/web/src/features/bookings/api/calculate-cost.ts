import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { CostBreakdown, type CalculateCostBody } from '@wayfare/common';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/**
 * POST /api/bookings/calculate-cost: a read that needs a body, so it is a query keyed by that body. A 409 (the car
 * was taken or blocked for these dates since the search) is told on the page itself, with the way back to the search
 * (isTripTaken); any other failure opens the "Oops..." dialog as usual.
 */
export function calculateCost(body: CalculateCostBody, signal?: AbortSignal): Promise<CostBreakdown> {
  return apiRequest('/bookings/calculate-cost', {
    method: 'POST',
    body,
    schema: CostBreakdown,
    signal,
    errorDialog: (error) => !isTripTaken(error),
  });
}

/** The price was refused because the car can no longer make this trip (docs/product/pricing.md). */
export const isTripTaken = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

export const costQueryOptions = (body: CalculateCostBody) =>
  queryOptions({
    queryKey: bookingsKeys.cost(body),
    queryFn: ({ signal }) => calculateCost(body, signal),
    staleTime: 0,
  });

export function useCalculateCost(body: CalculateCostBody | null) {
  // The old breakdown stays while a new coverage is priced, so the card does not flash a spinner.
  return useQuery({
    queryKey: body ? bookingsKeys.cost(body) : bookingsKeys.costs(),
    queryFn: body ? ({ signal }) => calculateCost(body, signal) : skipToken,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
