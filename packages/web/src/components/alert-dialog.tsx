import { Button, Group, Text } from '@mantine/core';
import { componentsTexts } from '@wayfare/common';
import { withTexts } from '../lib/i18n/use-texts';
import { withDialogs } from '../lib/dialogs';

/**
 * A blocking notice with an OK button — the spec's "alerts" (e.g. "Please enter some text to the
 * review"). A modal rather than a toast so the user cannot miss why nothing was sent. `text` and `title` come in the
 * page's language; the title is "Notice" in it unless given.
 */
export function showAlert(text: string, title?: string): void {
  withTexts(componentsTexts, (t) =>
    withDialogs((modals) => {
      const id = modals.open({
        title: title ?? t('alert.title'),
        children: (
          <>
            <Text>{text}</Text>
            <Group justify="flex-end" mt="md">
              <Button onClick={() => modals.close(id)} data-autofocus>
                {t('alert.ok')}
              </Button>
            </Group>
          </>
        ),
      });
    }),
  );
}
