import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestCheckoutRedirect, TestCheckoutSession, type TestCheckoutPayBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

const base = (sessionId: string) => `/payments/test-checkout/${encodeURIComponent(sessionId)}`;

/** GET /api/payments/test-checkout/{sessionId}: description, amount, status and the cancel address. */
export function getCheckoutSession(sessionId: string, signal?: AbortSignal): Promise<TestCheckoutSession> {
  return apiRequest(base(sessionId), { schema: TestCheckoutSession, signal });
}

export const checkoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['checkout', sessionId],
    queryFn: ({ signal }) => getCheckoutSession(sessionId, signal),
    staleTime: 0,
  });

export function useCheckoutSession(sessionId: string) {
  return useQuery(checkoutSessionQueryOptions(sessionId));
}

/**
 * POST …/pay with the card. No error dialog: a declined card is shown inline on the form, the way a
 * real card page does; the caller opens the dialog for anything else.
 */
export function payCheckout(sessionId: string, card: TestCheckoutPayBody): Promise<TestCheckoutRedirect> {
  return apiRequest(`${base(sessionId)}/pay`, {
    method: 'POST',
    body: card,
    schema: TestCheckoutRedirect,
    errorDialog: false,
  });
}

/** POST …/cancel → where to send the browser (the shop's cancel address). */
export function cancelCheckout(sessionId: string): Promise<TestCheckoutRedirect> {
  return apiRequest(`${base(sessionId)}/cancel`, { method: 'POST', schema: TestCheckoutRedirect });
}
