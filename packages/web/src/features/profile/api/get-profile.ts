import { queryOptions, useQuery } from '@tanstack/react-query';
import { Review, UserProfile } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/users/currentUserProfile. */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest('/users/currentUserProfile', { schema: UserProfile, signal });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** GET /api/reviews/by-user: the caller's own reviews. */
export function useMyReviews() {
  return useQuery({
    queryKey: profileKeys.myReviews,
    queryFn: ({ signal }) => apiRequest('/reviews/by-user', { schema: z.array(Review), signal }),
  });
}
