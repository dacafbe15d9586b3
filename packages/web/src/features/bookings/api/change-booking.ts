import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChangeBookingResponse, ChangeQuote, type ChangeBookingBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/**
 * POST /api/bookings/{id}/change/quote: the booking's cost now and after the change. A read with a body, so a query
 * keyed by that body; its refusals (the car taken, a change waiting for payment, the trip started) are shown on the
 * page under the form, not in a dialog at every keystroke.
 */
export function quoteChange(bookingId: number, body: ChangeBookingBody, signal?: AbortSignal): Promise<ChangeQuote> {
  return apiRequest(`/bookings/${bookingId}/change/quote`, {
    method: 'POST',
    body,
    schema: ChangeQuote,
    signal,
    errorDialog: false,
  });
}

/** POST /api/bookings/{id}/change: applies the change, or holds it until `amountDue` is paid at `url`. */
export function changeBooking(bookingId: number, body: ChangeBookingBody): Promise<ChangeBookingResponse> {
  return apiRequest(`/bookings/${bookingId}/change`, { method: 'POST', body, schema: ChangeBookingResponse });
}

export function useChangeQuote(bookingId: number, body: ChangeBookingBody | null) {
  // The last figures stay while the next ones are asked for, so the cards do not flash a spinner.
  return useQuery({
    queryKey: body ? bookingsKeys.changeQuote(bookingId, body) : bookingsKeys.changeQuotes(bookingId),
    queryFn: body ? ({ signal }) => quoteChange(bookingId, body, signal) : skipToken,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * The change itself. A refusal has been shown in the "Oops..." dialog by the API client; the quotes are asked for
 * again so the page shows what the server now says. Success reloads the bookings and the payments lists.
 */
export function useChangeBooking(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'change', bookingId],
    mutationFn: (body: ChangeBookingBody) => changeBooking(bookingId, body),
    onError: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.changeQuotes(bookingId) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  });
}
