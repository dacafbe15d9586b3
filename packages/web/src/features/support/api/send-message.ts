import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateSupportMessageBody, SupportMessage } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** POST /api/messages: a logged-in user's "Ask for help" message. */
export function sendMessage(body: CreateSupportMessageBody): Promise<SupportMessage> {
  return apiRequest('/messages', { method: 'POST', body, schema: SupportMessage });
}

export const sendMessageMutationOptions = () =>
  mutationOptions({ mutationKey: ['messages', 'create'], mutationFn: sendMessage });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendMessageMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
