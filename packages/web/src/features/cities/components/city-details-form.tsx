import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateCityBody } from '@wayfare/common';
import { useState } from 'react';

export interface CityDetails {
  name: string;
  depoAddress: string;
}

// The same rules the API applies to these two fields ("Both fields are required!",
// docs/product/admin-tools.md#create-city).
const DetailsSchema = CreateCityBody.pick({ name: true, depoAddress: true });

interface CityDetailsFormProps {
  loading: boolean;
  onSubmit: (details: CityDetails) => void;
  onCancel: () => void;
}

/** Step 1 of the create-city flow: the name to look up and the depot's address. */
export function CityDetailsForm({ loading, onSubmit, onCancel }: CityDetailsFormProps) {
  const form = useForm<CityDetails>({ initialValues: { name: '', depoAddress: '' } });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    const parsed = DetailsSchema.safeParse(values);
    if (!parsed.success) {
      // One message for the pair, as the spec words it, rather than one under each field.
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  });
  const isMissing = (field: keyof CityDetails) => Boolean(error) && !form.values[field].trim();

  return (
    <form onSubmit={submit} noValidate aria-label="City details">
      <Stack>
        <TextInput label="City name" data-autofocus error={isMissing('name')} {...form.getInputProps('name')} />
        <TextInput label="Depot address" error={isMissing('depoAddress')} {...form.getInputProps('depoAddress')} />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Find city
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
