import { queryOptions, useQuery } from '@tanstack/react-query';
import { type KeyValue, StatisticsSeries } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/**
 * The four key/value series endpoints share one shape (docs/product/admin-tools.md#statistics), so they share one
 * fetcher: GET /api/statistics/discounts (key = plan title), /cars ("make model (registration)"), /trips ("From - To")
 * and /per-month ("YYYY-MM").
 */
export type SeriesName = 'discounts' | 'cars' | 'trips' | 'per-month';

export function getStatisticsSeries(name: SeriesName, signal?: AbortSignal): Promise<KeyValue[]> {
  return apiRequest(`/statistics/${name}`, { schema: StatisticsSeries, signal });
}

export const statisticsSeriesQueryOptions = (name: SeriesName) =>
  queryOptions({ queryKey: statisticsKeys.series(name), queryFn: ({ signal }) => getStatisticsSeries(name, signal) });

export function useStatisticsSeries(name: SeriesName) {
  return useQuery(statisticsSeriesQueryOptions(name));
}
