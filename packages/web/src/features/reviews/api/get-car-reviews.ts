import { queryOptions, useQuery } from '@tanstack/react-query';
import { Review } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { reviewsKeys } from './reviews-keys';

/** GET /api/reviews?carId=: every review of one car. */
export function getCarReviews(carId: number, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest(`/reviews?carId=${carId}`, { schema: z.array(Review), signal });
}

export const carReviewsQueryOptions = (carId: number) =>
  queryOptions({ queryKey: reviewsKeys.byCar(carId), queryFn: ({ signal }) => getCarReviews(carId, signal) });

export function useCarReviews(carId: number) {
  return useQuery(carReviewsQueryOptions(carId));
}
