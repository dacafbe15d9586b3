import { accountsTexts, componentsTexts } from '@wayfare/common';
import { textOf, withTexts } from '../../../lib/i18n/use-texts';
import { AskForHelpForm } from './ask-for-help-form';
import { withDialogs } from '../../../lib/dialogs';

export { sendMessage } from '../api/send-message';

/** "Message has been sent!" in the page's language: the prompt loaded its namespace before it opened. */
export const messageSentText = () => textOf(accountsTexts, 'support.sent');

/**
 * The prompt in a modal; resolves with the trimmed message, or null when the user cancels or closes it. Opened once
 * its texts are there (the prompt's "required" sentence is the components').
 */
export function openAskForHelp(): Promise<string | null> {
  return new Promise((resolve) => {
    withTexts(componentsTexts, () =>
      withTexts(accountsTexts, (t) =>
        withDialogs((modals) => {
          const id = modals.open({
            title: t('support.askTitle'),
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
        }),
      ),
    );
  });
}
