import { notifications } from '@mantine/notifications';
import type { CreateSupportMessageBody } from '@wayfare/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from '../api/messages-keys';

// The prompt, its form and the response schemas are downloaded on the first "Ask for help", not with every page:
// the navbar that offers it is part of the first load (it counts towards the 170 kB gzip initial-JS budget,
// scripts/check-bundle-size.mjs).
const loadFlow = () => import('./ask-for-help-flow');

/**
 * The "Ask for help" action (docs/product/admin-tools.md#support-messages): a required prompt (with the user's
 * questions and their answers below it), the message is sent, then "Message has been sent!". Cancelling sends nothing.
 * A hook rather than a button so the navbar can render it in its own link style, on the bar and in the mobile drawer.
 */
export function useAskForHelp() {
  const queryClient = useQueryClient();
  const sendMessage = useMutation({
    mutationKey: ['messages', 'create'],
    mutationFn: async (body: CreateSupportMessageBody) => (await loadFlow()).sendMessage(body),
    // Said here, not in mutate's own callback: on a phone "Ask for help" is in the menu drawer, which closes (and
    // unmounts this hook's component) before the message is sent, and mutate's callbacks then never run.
    onSuccess: async () => {
      notifications.show({ color: 'green', message: (await loadFlow()).messageSentText() });
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });

  const ask = async () => {
    const flow = await loadFlow();
    const messageContent = await flow.openAskForHelp();
    if (messageContent === null) return;
    sendMessage.mutate({ messageContent });
  };

  return { ask, isSending: sendMessage.isPending };
}
