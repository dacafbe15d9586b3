import { useQuery } from '@tanstack/react-query';
import { BookingChange } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** GET /api/bookings/{id}/changes: the booking's changes, oldest first (admins; customers their own). */
export function getBookingChanges(bookingId: number, signal?: AbortSignal): Promise<BookingChange[]> {
  return apiRequest(`/bookings/${bookingId}/changes`, { schema: z.array(BookingChange), signal });
}

export function useBookingChanges(bookingId: number) {
  return useQuery({
    queryKey: bookingsKeys.changes(bookingId),
    queryFn: ({ signal }) => getBookingChanges(bookingId, signal),
    staleTime: 0,
  });
}
