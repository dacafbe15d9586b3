import { useQuery } from '@tanstack/react-query';
import { Booking } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** GET /api/bookings/by-user: the caller's own bookings, newest first. */
export function getOwnBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiRequest('/bookings/by-user', { schema: z.array(Booking), signal });
}

/** One of the caller's bookings (undefined once loaded when it is not theirs or does not exist). */
export function useOwnBooking(bookingId: number | null) {
  return useQuery({
    queryKey: bookingsKeys.own(),
    queryFn: ({ signal }) => getOwnBookings(signal),
    enabled: bookingId !== null,
    select: (bookings) => bookings.find((booking) => booking.id === bookingId) ?? null,
    staleTime: 0,
  });
}
