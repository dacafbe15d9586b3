import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

const cancellationQuoteOptions = (bookingId: number) =>
  queryOptions({
    queryKey: bookingsKeys.cancellation(bookingId),
    queryFn: ({ signal }) => getCancellationQuote(bookingId, signal),
    retry: false,
  });

/**
 * The quote the confirmation shows. Asked afresh each time it opens (the answer depends on the hour): the cancel
 * button prefetches it just before, and it is forgotten when the dialog closes.
 */
export function useCancellationQuote(bookingId: number) {
  return useQuery({ ...cancellationQuoteOptions(bookingId), staleTime: 60_000, gcTime: 0 });
}

/**
 * Asks for the quote before the confirmation opens, so that on a slow connection nobody can confirm a cancellation
 * before seeing what it gives back (the dialog then shows the answer at once, and refreshes it). A refusal is shown by
 * the dialog itself.
 */
export function usePrefetchCancellationQuote(): (bookingId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return (bookingId) => queryClient.prefetchQuery({ ...cancellationQuoteOptions(bookingId), staleTime: 0 });
}
