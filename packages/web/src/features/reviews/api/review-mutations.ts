import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReviewBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { reviewsKeys } from './reviews-keys';

/** PUT /api/reviews/{id} (owner or admin; ratings 0–5). */
export async function updateReview({ id, body }: { id: number; body: UpdateReviewBody }): Promise<void> {
  await apiRequest(`/reviews/${id}`, { method: 'PUT', body });
}

/** DELETE /api/reviews/{id} (owner or admin). */
export async function deleteReview(id: number): Promise<void> {
  await apiRequest(`/reviews/${id}`, { method: 'DELETE' });
}

export function useReviewMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
  return {
    update: useMutation({ mutationKey: ['reviews', 'update'], mutationFn: updateReview, onSuccess: reload }),
    remove: useMutation({ mutationKey: ['reviews', 'delete'], mutationFn: deleteReview, onSettled: reload }),
  };
}
