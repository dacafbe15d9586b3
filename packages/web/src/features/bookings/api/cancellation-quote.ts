import { useQuery } from '@tanstack/react-query';
import { CancellationQuote } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/**
 * GET /api/bookings/{id}/cancellation: what canceling now gives back, by the server's own figures
 * (docs/product/bookings-and-payments.md#cancellation-policy). The confirmation says it inline, so no dialog here.
 */
export function getCancellationQuote(bookingId: number, signal?: AbortSignal): Promise<CancellationQuote> {
  return apiRequest(`/bookings/${bookingId}/cancellation`, { schema: CancellationQuote, signal, errorDialog: false });
}

/** Asked each time the confirmation opens: the answer depends on the hour. */
export function useCancellationQuote(bookingId: number) {
  return useQuery({
    queryKey: bookingsKeys.cancellation(bookingId),
    queryFn: ({ signal }) => getCancellationQuote(bookingId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
