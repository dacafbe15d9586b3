import { queryOptions, useQuery } from '@tanstack/react-query';
import { Car } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** GET /api/cars/{id}: the car being booked (its own call here, as features do not share internals). */
export function getBookingCar(carId: number, signal?: AbortSignal): Promise<Car> {
  return apiRequest(`/cars/${carId}`, { schema: Car, signal });
}

export const bookingCarQueryOptions = (carId: number) =>
  queryOptions({ queryKey: bookingsKeys.car(carId), queryFn: ({ signal }) => getBookingCar(carId, signal) });

export function useBookingCar(carId: number | null) {
  return useQuery({ ...bookingCarQueryOptions(carId ?? 0), enabled: carId !== null });
}
