import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * STUB — the "Create city" admin flow of SPEC §4 (name + depot address → lookup → confirm the
 * found coordinates → create → "City has been created!") belongs to the next issue. The admin
 * menu item already opens this dialog so the entry point, its name and its place are final; the
 * next issue replaces the body with the real dialogs (GET cities/lookupCity, POST cities).
 */
export function openCreateCityDialog(): void {
  const id = modals.open({
    title: 'Create city',
    children: (
      <>
        <Text>Adding a new city with its depot address will be possible here soon.</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>Close</Button>
        </Group>
      </>
    ),
  });
}
