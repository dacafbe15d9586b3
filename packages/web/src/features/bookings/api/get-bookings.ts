import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Booking, type BookingFilters } from '@wayfare/common';
import { z } from 'zod';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { bookingsKeys } from './bookings-keys';

/** The filters as query parameters (docs/product/admin-tools.md#filters-and-exports); unset ones are left out. */
export function filterParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

const withFilters = (path: string, filters: BookingFilters, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ ...extra, ...Object.fromEntries(filterParams(filters)) });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** GET /api/bookings/count: all bookings for an admin, the caller's own for a customer, narrowed by the filters. */
export function getBookingsCount(filters: BookingFilters = {}, signal?: AbortSignal): Promise<number> {
  return apiRequest(withFilters('/bookings/count', filters), { schema: z.number().int().nonnegative(), signal });
}

/** GET /api/bookings/paged?page=N (0-based) and the filters, newest first. */
export function getBookingsPage(page: number, filters: BookingFilters = {}, signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest(withFilters('/bookings/paged', filters, { page: String(page) }), {
    schema: z.array(Booking),
    signal,
  });
}

/** GET /api/bookings/export.csv with the filters (admins), saved under the server's dated file name. */
export async function downloadBookingsCsv(filters: BookingFilters): Promise<void> {
  const { blob, fileName } = await apiFile(withFilters('/bookings/export.csv', filters));
  saveFile(blob, fileName ?? 'wayfare-bookings.csv');
}

export const bookingsCountQueryOptions = (filters: BookingFilters = {}) =>
  queryOptions({
    queryKey: bookingsKeys.count(filters),
    queryFn: ({ signal }) => getBookingsCount(filters, signal),
  });

export const bookingsPageQueryOptions = (page: number, filters: BookingFilters = {}) =>
  queryOptions({
    queryKey: bookingsKeys.page(page, filters),
    queryFn: ({ signal }) => getBookingsPage(page, filters, signal),
  });

export function useBookingsCount(filters: BookingFilters = {}) {
  return useQuery(bookingsCountQueryOptions(filters));
}

export function useBookingsPage(page: number, filters: BookingFilters = {}) {
  return useQuery({ ...bookingsPageQueryOptions(page, filters), placeholderData: keepPreviousData });
}
