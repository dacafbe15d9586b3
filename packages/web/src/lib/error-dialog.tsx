import { Button, Group, Text } from '@mantine/core';
import { errorsTexts } from '@wayfare/common';
import { withTexts } from './i18n/use-texts';
import { withDialogs } from './dialogs';

/** The dialog's English title, for tests that look for it. */
export const ERROR_DIALOG_TITLE = String(errorsTexts.en['dialog.title']);

/** The error dialog (docs/product/errors-and-messages.md#error-dialog); `text` comes from `describeFailure`. */
export function showErrorDialog(text: string): void {
  withTexts(errorsTexts, (t) =>
    withDialogs((modals) => {
      const id = modals.open({
        title: t('dialog.title'),
        children: (
          <>
            <Text>{text}</Text>
            <Group justify="flex-end" mt="md">
              <Button onClick={() => modals.close(id)}>{t('dialog.ok')}</Button>
            </Group>
          </>
        ),
      });
    }),
  );
}
