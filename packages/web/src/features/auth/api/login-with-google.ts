import { mutationOptions, useMutation } from '@tanstack/react-query';
import { TokenResponse } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/**
 * POST /api/auth/login/google with the Google credential (ID token) as `oAuthId`; the server
 * verifies it. No error dialog: the page answers a failure with a toast — the server's own text
 * when the e-mail belongs to an account Google is not linked to (409), else "Login with Google
 * failed!".
 */
export function loginWithGoogle(credential: string): Promise<TokenResponse> {
  return apiRequest('/auth/login/google', {
    method: 'POST',
    body: { oAuthId: credential },
    schema: TokenResponse,
    errorDialog: false,
  });
}

export const loginWithGoogleMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'login', 'google'],
    mutationFn: loginWithGoogle,
    onSuccess: ({ accessToken }) => {
      startSession(accessToken);
    },
  });

export function useLoginWithGoogle() {
  return useMutation(loginWithGoogleMutationOptions());
}
