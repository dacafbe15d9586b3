import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CostBreakdown, type CalculateCostBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** POST /api/bookings/calculate-cost: a read that needs a body, so it is a query keyed by that body. */
export function calculateCost(body: CalculateCostBody, signal?: AbortSignal): Promise<CostBreakdown> {
  return apiRequest('/bookings/calculate-cost', { method: 'POST', body, schema: CostBreakdown, signal });
}

export const costQueryOptions = (body: CalculateCostBody) =>
  queryOptions({ queryKey: bookingsKeys.cost(body), queryFn: ({ signal }) => calculateCost(body, signal), staleTime: 0 });

export function useCalculateCost(body: CalculateCostBody | null) {
  // The old breakdown stays while a new coverage is priced, so the card does not flash a spinner.
  return useQuery({
    ...costQueryOptions(body ?? ({} as CalculateCostBody)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
