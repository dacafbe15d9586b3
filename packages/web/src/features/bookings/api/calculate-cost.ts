import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { CostBreakdown, type CalculateCostBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** POST /api/bookings/calculate-cost: a read that needs a body, so it is a query keyed by that body. */
export function calculateCost(body: CalculateCostBody, signal?: AbortSignal): Promise<CostBreakdown> {
  return apiRequest('/bookings/calculate-cost', { method: 'POST', body, schema: CostBreakdown, signal });
}

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
