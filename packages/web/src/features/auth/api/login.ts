import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type LoginBody, TokenResponse } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** POST /api/auth/login → access token. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: TokenResponse });
}

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: ({ accessToken }) => {
      startSession(accessToken);
    },
  });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
