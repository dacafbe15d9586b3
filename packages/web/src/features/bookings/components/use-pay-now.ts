import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingBody } from '@wayfare/common';
import { goToPayment } from '../../../lib/api/payment-link';
import { createBooking } from '../api/create-booking';
import { bookingsKeys } from '../api/bookings-keys';

/**
 * PAY NOW (docs/product/bookings-and-payments.md#booking-flow): create the booking, fetch its payment link, leave for
 * the checkout. A refusal (409 price changed or car taken) has already been shown by the API client's dialog; the
 * prices are fetched again so the page shows what the server now charges.
 */
export function usePayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'pay-now'],
    mutationFn: async (body: CreateBookingBody) => {
      const { bookingId } = await createBooking(body);
      await goToPayment(bookingId);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.costs() }),
  });
}
