import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportMessage, type AnswerSupportMessageBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

export interface AnswerMessageVariables extends AnswerSupportMessageBody {
  id: number;
}

/** PUT /api/messages/{id} (ADMIN): the one answer to a support message. */
export function answerMessage({ id, answerContent }: AnswerMessageVariables): Promise<SupportMessage> {
  return apiRequest(`/messages/${id}`, { method: 'PUT', body: { answerContent }, schema: SupportMessage });
}

export const answerMessageMutationOptions = () =>
  mutationOptions({ mutationKey: ['messages', 'answer'], mutationFn: answerMessage });

export function useAnswerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...answerMessageMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
