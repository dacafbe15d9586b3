import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateProfileResponse, UserProfile, type EmailSettingsBody, type UpdateProfileBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/** POST /api/users/updateUserEmailSettings. No error dialog: the checkbox reverts and the error is logged. */
export function updateEmailSettings(body: EmailSettingsBody): Promise<UserProfile> {
  return apiRequest('/users/updateUserEmailSettings', {
    method: 'POST',
    body,
    schema: UserProfile,
    errorDialog: false,
  });
}

/** PUT /api/users/{id}; after a password change the answer carries the only token still valid. */
export function updateProfile({ id, body }: { id: number; body: UpdateProfileBody }): Promise<UpdateProfileResponse> {
  return apiRequest(`/users/${id}`, { method: 'PUT', body, schema: UpdateProfileResponse });
}

/** PUT /api/users/gauth/{id}: a Google credential links, "" unlinks. */
export function setGoogleLink({ id, oAuthId }: { id: number; oAuthId: string }): Promise<UserProfile> {
  return apiRequest(`/users/gauth/${id}`, { method: 'PUT', body: { oAuthId }, schema: UserProfile });
}

export function useProfileMutations() {
  const queryClient = useQueryClient();
  const store = (profile: UserProfile) => queryClient.setQueryData(profileKeys.me, profile);
  return {
    emailSettings: useMutation({ mutationFn: updateEmailSettings, onSuccess: store }),
    update: useMutation({
      mutationFn: updateProfile,
      onSuccess: ({ profile, accessToken }) => {
        if (accessToken) startSession(accessToken);
        store(profile);
      },
    }),
    googleLink: useMutation({ mutationFn: setGoogleLink, onSuccess: store }),
  };
}
