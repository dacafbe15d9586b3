/** Query keys of the profile feature. */
export const profileKeys = {
  me: ['users', 'me'] as const,
  myReviews: ['reviews', 'by-user'] as const,
};
