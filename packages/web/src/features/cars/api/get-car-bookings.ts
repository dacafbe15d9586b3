import { queryOptions, useQuery } from '@tanstack/react-query';
import { Booking } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { carsKeys } from './cars-keys';

/** GET /api/bookings/by-car?carId= (ADMIN): every booking of one car. */
export function getCarBookings(carId: number, signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest(`/bookings/by-car?carId=${carId}`, { schema: z.array(Booking), signal });
}

export const carBookingsQueryOptions = (carId: number) =>
  queryOptions({ queryKey: carsKeys.bookings(carId), queryFn: ({ signal }) => getCarBookings(carId, signal) });

export function useCarBookings(carId: number) {
  return useQuery(carBookingsQueryOptions(carId));
}
