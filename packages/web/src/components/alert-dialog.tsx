import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * A blocking notice with an OK button — the spec's "alerts" (e.g. "Please enter some text to the
 * review"). A modal rather than a toast so the user cannot miss why nothing was sent.
 */
export function showAlert(text: string, title = 'Notice'): void {
  const id = modals.open({
    title,
    children: (
      <>
        <Text>{text}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            OK
          </Button>
        </Group>
      </>
    ),
  });
}
