import { queryOptions, useQuery } from '@tanstack/react-query';
import { CarsOverTimePoint } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { rangeToQuery, type StatisticsRange } from '../components/statistics-range';
import { statisticsKeys } from './statistics-keys';

/**
 * GET /api/statistics/popular-over-time with the optional wall-clock range (docs/product/admin-tools.md#statistics).
 */
export function getPopularOverTime(range: StatisticsRange, signal?: AbortSignal): Promise<CarsOverTimePoint[]> {
  const query = new URLSearchParams(rangeToQuery(range)).toString();
  return apiRequest(`/statistics/popular-over-time${query ? `?${query}` : ''}`, {
    schema: z.array(CarsOverTimePoint),
    signal,
  });
}

export const popularOverTimeQueryOptions = (range: StatisticsRange) =>
  queryOptions({
    queryKey: statisticsKeys.popularOverTime(range),
    queryFn: ({ signal }) => getPopularOverTime(range, signal),
  });

export function usePopularOverTime(range: StatisticsRange) {
  // RESET and APPLY promise a reload, also when going back to a range loaded a moment ago.
  return useQuery({ ...popularOverTimeQueryOptions(range), staleTime: 0 });
}
