import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /api/payments/count: all payments for an admin, the caller's own for a customer. */
export function getPaymentsCount(signal?: AbortSignal): Promise<number> {
  return apiRequest('/payments/count', { schema: z.number().int().nonnegative(), signal });
}

export const paymentsCountQueryOptions = () =>
  queryOptions({ queryKey: paymentsKeys.count(), queryFn: ({ signal }) => getPaymentsCount(signal) });

export function usePaymentsCount() {
  return useQuery(paymentsCountQueryOptions());
}
