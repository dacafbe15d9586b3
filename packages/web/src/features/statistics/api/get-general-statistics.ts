import { queryOptions, useQuery } from '@tanstack/react-query';
import { GeneralStatistics } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/** GET /api/statistics/general (ADMIN): the totals of the summary cards. */
export function getGeneralStatistics(signal?: AbortSignal): Promise<GeneralStatistics> {
  return apiRequest('/statistics/general', { schema: GeneralStatistics, signal });
}

export const generalStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.general(), queryFn: ({ signal }) => getGeneralStatistics(signal) });

export function useGeneralStatistics() {
  return useQuery(generalStatisticsQueryOptions());
}
