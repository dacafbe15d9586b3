import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export const ERROR_DIALOG_TITLE = 'Oops...';

/** The error dialog (docs/product/errors-and-messages.md#error-dialog); `text` comes from `describeFailure`. */
export function showErrorDialog(text: string): void {
  const id = modals.open({
    title: ERROR_DIALOG_TITLE,
    children: (
      <>
        <Text>{text}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>OK</Button>
        </Group>
      </>
    ),
  });
}
