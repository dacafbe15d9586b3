import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A titled message with an OK button: the create-city flow's outcome ("City has been created!" or "Error"). */
export function showMessageDialog(title: string, text: string): void {
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
