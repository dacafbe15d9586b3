import { PaymentLink } from '@wayfare/common';
import { goToExternal } from '../../components/external-navigation';
import { apiRequest } from '../api-client';

/**
 * GET /api/payments/pay?bookingId= → the checkout link for an Unpaid booking of the caller. Shared by PAY NOW, the
 * bookings list and the auction claim (each a feature of its own), hence here.
 */
export function getPayLink(bookingId: number): Promise<PaymentLink> {
  return apiRequest(`/payments/pay?bookingId=${bookingId}`, { schema: PaymentLink });
}

/** Sends the browser to a booking's checkout: a full navigation, since it may be the card provider's page. */
export async function goToPayment(bookingId: number): Promise<void> {
  const { url } = await getPayLink(bookingId);
  goToExternal(url);
}
