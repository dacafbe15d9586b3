import { useQuery } from '@tanstack/react-query';
import { Payment } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /api/payments: the caller's payments (everyone's for an admin). */
export function getPayments(signal?: AbortSignal): Promise<Payment[]> {
  return apiRequest('/payments', { schema: z.array(Payment), signal });
}

/** One of the caller's payments (null once loaded when there is none with that id). */
export function useOwnPayment(paymentId: number) {
  return useQuery({
    queryKey: paymentsKeys.list(),
    queryFn: ({ signal }) => getPayments(signal),
    select: (payments) => payments.find((payment) => payment.id === paymentId) ?? null,
    staleTime: 0,
  });
}
