import { PaymentResult } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentReturn {
  responseType: 'success' | 'cancel';
  sessionId: string;
  paymentType?: string;
  entityId?: string;
}

/**
 * GET /api/payments/{responseType}?sessionId=&paymentType=&entityId=: the server asks the provider
 * whether the session is paid. No error dialog: a failure counts as a cancelled payment
 * (docs/product/bookings-and-payments.md#pay-handle).
 */
export function confirmPayment({ responseType, ...query }: PaymentReturn): Promise<PaymentResult> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return apiRequest(`/payments/${responseType}?${params.toString()}`, { schema: PaymentResult, errorDialog: false });
}
