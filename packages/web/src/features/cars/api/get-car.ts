import { queryOptions, useQuery } from '@tanstack/react-query';
import { Car } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/cars/{id}. */
export function getCar(carId: number, signal?: AbortSignal): Promise<Car> {
  return apiRequest(`/cars/${carId}`, { schema: Car, signal });
}

export const carQueryOptions = (carId: number) =>
  queryOptions({ queryKey: carsKeys.detail(carId), queryFn: ({ signal }) => getCar(carId, signal) });

export function useCar(carId: number | null) {
  return useQuery({ ...carQueryOptions(carId ?? 0), enabled: carId !== null });
}
