import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type RegisterBody, TokenResponse } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** POST /api/auth/register → access token (the new user is logged in at once). */
export function register(body: RegisterBody): Promise<TokenResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: TokenResponse });
}

export const registerMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: ({ accessToken }) => {
      startSession(accessToken);
    },
  });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
