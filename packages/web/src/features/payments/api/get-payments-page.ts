import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Payment } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /api/payments/paged?page=N (0-based): admins get everyone's, customers their own. */
export function getPaymentsPage(page: number, signal?: AbortSignal): Promise<Payment[]> {
  return apiRequest(`/payments/paged?page=${page}`, { schema: z.array(Payment), signal });
}

export const paymentsPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: paymentsKeys.page(page), queryFn: ({ signal }) => getPaymentsPage(page, signal) });

export function usePaymentsPage(page: number) {
  // The previous page stays on screen while the next loads, so the table does not collapse.
  return useQuery({ ...paymentsPageQueryOptions(page), placeholderData: keepPreviousData });
}
