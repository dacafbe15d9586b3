import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Booking } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** GET /api/bookings/count: all bookings for an admin, the caller's own for a customer. */
export function getBookingsCount(signal?: AbortSignal): Promise<number> {
  return apiRequest('/bookings/count', { schema: z.number().int().nonnegative(), signal });
}

/** GET /api/bookings/paged?page=N (0-based), newest first. */
export function getBookingsPage(page: number, signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest(`/bookings/paged?page=${page}`, { schema: z.array(Booking), signal });
}

export const bookingsCountQueryOptions = () =>
  queryOptions({ queryKey: bookingsKeys.count(), queryFn: ({ signal }) => getBookingsCount(signal) });

export const bookingsPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: bookingsKeys.page(page), queryFn: ({ signal }) => getBookingsPage(page, signal) });

export function useBookingsCount() {
  return useQuery(bookingsCountQueryOptions());
}

export function useBookingsPage(page: number) {
  return useQuery({ ...bookingsPageQueryOptions(page), placeholderData: keepPreviousData });
}
