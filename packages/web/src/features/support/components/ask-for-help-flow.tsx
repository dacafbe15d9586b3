import { modals } from '@mantine/modals';
import { supportMessageTexts } from '@wayfare/common';
import { AskForHelpForm } from './ask-for-help-form';

export { sendMessage } from '../api/send-message';

export const messageSentText = supportMessageTexts.sent;

/** The prompt in a modal; resolves with the trimmed message, or null when the user cancels or closes it. */
export function openAskForHelp(): Promise<string | null> {
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
