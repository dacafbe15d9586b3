import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { supportMessageTexts } from '@wayfare/common';
import { useSendMessage } from '../api/send-message';
import { AskForHelpForm } from './ask-for-help-form';

/** The prompt in a modal; resolves with the trimmed message, or null when the user cancels or closes it. */
function openAskForHelp(): Promise<string | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: 'Ask for help',
      onClose: () => resolve(null),
      children: (
        <AskForHelpForm
          onSubmit={(value) => {
            resolve(value);
            modals.close(id);
          }}
          onCancel={() => modals.close(id)}
        />
      ),
    });
  });
}

/**
 * The "Ask for help" action (SPEC §4 support message flow): a required prompt (with the user's questions and their
 * answers below it), the message is sent, then "Message has been sent!". Cancelling sends nothing. A hook rather
 * than a button so the navbar can render it in its own link style, on the bar and in the mobile drawer.
 */
export function useAskForHelp() {
  const sendMessage = useSendMessage();

  const ask = async () => {
    const messageContent = await openAskForHelp();
    if (messageContent === null) return;
    sendMessage.mutate(
      { messageContent },
      { onSuccess: () => notifications.show({ color: 'green', message: supportMessageTexts.sent }) },
    );
  };

  return { ask, isSending: sendMessage.isPending };
}
