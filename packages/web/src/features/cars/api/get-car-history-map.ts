import { queryOptions, useQuery } from '@tanstack/react-query';
import { MapImage } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/bookings/by-car-map?carId= (ADMIN): a map of every trip the car made. */
export function getCarHistoryMap(carId: number, signal?: AbortSignal): Promise<MapImage> {
  return apiRequest(`/bookings/by-car-map?carId=${carId}`, { schema: MapImage, signal });
}

export const carHistoryMapQueryOptions = (carId: number) =>
  queryOptions({ queryKey: carsKeys.historyMap(carId), queryFn: ({ signal }) => getCarHistoryMap(carId, signal) });

export function useCarHistoryMap(carId: number) {
  return useQuery(carHistoryMapQueryOptions(carId));
}
