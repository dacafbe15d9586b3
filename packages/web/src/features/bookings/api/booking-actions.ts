import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  bookingsTexts,
  CancelBookingResponse,
  formatMoney,
  type CreateReviewBody,
  type DamageChargeBody,
} from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n/locale';
import { textOf } from '../../../lib/i18n/use-texts';
import { bookingsKeys } from './bookings-keys';

/** GET /api/bookings/cancel?bookingId= (owner; Unpaid or Paid only) → what comes back. */
export function cancelBooking(bookingId: number): Promise<CancelBookingResponse> {
  return apiRequest(`/bookings/cancel?bookingId=${bookingId}`, { schema: CancelBookingResponse });
}

/** The notice after canceling, in the page's language: what comes back, or that nothing was charged. */
function canceledNotice({ bookingId, wasPaid, refund }: CancelBookingResponse): string {
  if (!wasPaid) return textOf(bookingsTexts, 'trips.canceledUnpaid', { bookingId });
  if (refund <= 0) return textOf(bookingsTexts, 'trips.canceledNoRefund', { bookingId });
  const amount = formatMoney(refund, currentLocale());
  return textOf(bookingsTexts, 'trips.canceledWithRefund', { bookingId, amount });
}

/** POST /api/reviews (the booking's owner, a Finished trip). */
export async function createReview(body: CreateReviewBody): Promise<void> {
  await apiRequest('/reviews', { method: 'POST', body });
}

/**
 * POST /api/payments/create-request: a damage charge the customer pays later — filed by an admin on any trip, or
 * reported by the customer on their own (then priced by the server from `damageTypeIds`).
 */
export async function createDamageCharge(body: DamageChargeBody): Promise<void> {
  await apiRequest('/payments/create-request', { method: 'POST', body });
}

/** The three row actions that change a booking; each reloads the bookings list afterwards. */
export function useBookingMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all });
  return {
    cancel: useMutation({
      mutationKey: ['bookings', 'cancel'],
      mutationFn: cancelBooking,
      // Says what comes back (docs/product/bookings-and-payments.md#cancel). Here rather than in the page's call, so it
      // shows even when the list that asked has gone (the profile's tab closed meanwhile).
      onSuccess: (answer) => notifications.show({ color: 'green', message: canceledNotice(answer) }),
      // A canceled Paid booking has a refund line in the payments lists (their keys start with 'payments').
      onSettled: () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['payments'] })]),
    }),
    review: useMutation({ mutationKey: ['reviews', 'create'], mutationFn: createReview, onSuccess: reload }),
    chargeDamage: useMutation({
      mutationKey: ['payments', 'damage'],
      mutationFn: createDamageCharge,
      // The new charge belongs in the payments lists (the profile's Payments tab); their keys start with 'payments'.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
    }),
  };
}
