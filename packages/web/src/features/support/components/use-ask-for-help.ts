import { notifications } from '@mantine/notifications';
import { supportMessageTexts } from '@wayfare/common';
import { openPrompt } from '../../../components/prompt-dialog';
import { useSendMessage } from '../api/send-message';

/**
 * The "Ask for help" action (SPEC §4 support message flow): a required prompt, the message is
 * sent, then "Message has been sent!". Cancelling sends nothing. A hook rather than a button so
 * the navbar can render it in its own link style, on the bar and in the mobile drawer.
 */
export function useAskForHelp() {
  const sendMessage = useSendMessage();

  const ask = async () => {
    const messageContent = await openPrompt({
      title: 'Ask for help',
      label: 'How can we help you?',
      confirmLabel: 'Send',
      multiline: true,
    });
    if (messageContent === null) return;
    sendMessage.mutate(
      { messageContent },
      { onSuccess: () => notifications.show({ color: 'green', message: supportMessageTexts.sent }) },
    );
  };

  return { ask, isSending: sendMessage.isPending };
}
