import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { carsTexts, CreateCityBody } from '@wayfare/common';
import { useState } from 'react';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

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
  const t = useTexts(carsTexts);
  const locale = useLocale();
  const form = useForm<CityDetails>({ initialValues: { name: '', depoAddress: '' } });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    const parsed = DetailsSchema.safeParse(values);
    if (!parsed.success) {
      // One message for the pair, as the spec words it, rather than one under each field.
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? null : translateEnglish(locale, message));
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  });
  const isMissing = (field: keyof CityDetails) => Boolean(error) && !form.values[field].trim();

  return (
    <form onSubmit={submit} noValidate aria-label={t('cities.detailsLabel')}>
      <Stack>
        <TextInput label={t('cities.name')} data-autofocus error={isMissing('name')} {...form.getInputProps('name')} />
        <TextInput label={t('cities.depot')} error={isMissing('depoAddress')} {...form.getInputProps('depoAddress')} />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('cities.find')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
