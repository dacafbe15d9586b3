import { Button, Group, Stack, Text } from '@mantine/core';
import type { CityLookup } from '@wayfare/common';

interface ConfirmCityStepProps {
  found: CityLookup;
  depoAddress: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Two decimals (~1 km) are enough for the admin to recognise the place; the full coordinates are saved. */
const coordinate = (value: number) => value.toFixed(2);

/** Step 2 of the create-city flow: the admin confirms the city the gazetteer found. */
export function ConfirmCityStep({ found, depoAddress, loading, onConfirm, onCancel }: ConfirmCityStepProps) {
  return (
    <Stack>
      <Text>
        Create {found.city} ({coordinate(found.lat)}, {coordinate(found.lon)})?
      </Text>
      <Text size="sm" c="dimmed">
        Depot: {depoAddress}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={loading} data-autofocus>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
