import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * POST /api/auth/logout revokes the token. It is neither renewed first (pointless for a token
 * about to be revoked) nor reported in a dialog: the user leaves either way.
 */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', renew: false, errorDialog: false });
}

export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
  });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logoutMutationOptions(),
    onError: (error) => console.warn('Logout call failed; clearing the session anyway', error),
    onSettled: () => {
      clearSession();
      // Nothing cached for this user may leak to the next one on this tab.
      queryClient.clear();
    },
  });
}
