import { queryOptions, useQuery } from '@tanstack/react-query';
import { CarStatistics } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/statistics/by-car?carId= (ADMIN): the car's totals. */
export function getCarStatistics(carId: number, signal?: AbortSignal): Promise<CarStatistics> {
  return apiRequest(`/statistics/by-car?carId=${carId}`, { schema: CarStatistics, signal });
}

export const carStatisticsQueryOptions = (carId: number) =>
  queryOptions({ queryKey: carsKeys.statistics(carId), queryFn: ({ signal }) => getCarStatistics(carId, signal) });

export function useCarStatistics(carId: number) {
  return useQuery(carStatisticsQueryOptions(carId));
}
