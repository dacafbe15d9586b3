import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DiscountPlan, IsBought, PaymentLink, type CreateDiscountPlanBody } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const discountPlansKeys = {
  all: ['discountPlans'] as const,
  list: () => ['discountPlans', 'list'] as const,
  isBought: (id: number) => ['discountPlans', 'is-bought', id] as const,
};

/** GET /api/discountPlans: the plans on sale (public). */
export function useDiscountPlans() {
  return useQuery({
    queryKey: discountPlansKeys.list(),
    queryFn: ({ signal }) => apiRequest('/discountPlans', { schema: z.array(DiscountPlan), signal }),
  });
}

/** GET /api/discountPlans/is-bought?id=: only asked for a logged-in user. */
export function useIsBought(id: number, enabled: boolean) {
  return useQuery({
    queryKey: discountPlansKeys.isBought(id),
    queryFn: ({ signal }) => apiRequest(`/discountPlans/is-bought?id=${id}`, { schema: IsBought, signal }),
    enabled,
  });
}

/** POST /api/payments/create-discount-link: the checkout link that buys a plan. */
export function useBuyPlan() {
  return useMutation({
    mutationKey: ['discountPlans', 'buy'],
    mutationFn: (body: { userId: number; discountPlanId: number }) =>
      apiRequest('/payments/create-discount-link', { method: 'POST', body, schema: PaymentLink }),
  });
}

/** POST /api/discountPlans (admin). */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['discountPlans', 'create'],
    mutationFn: (body: CreateDiscountPlanBody) =>
      apiRequest('/discountPlans', { method: 'POST', body, schema: DiscountPlan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountPlansKeys.all }),
  });
}

/** DELETE /api/discountPlans/{id} (admin). */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['discountPlans', 'delete'],
    mutationFn: async (id: number) => {
      await apiRequest(`/discountPlans/${id}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountPlansKeys.all }),
  });
}
