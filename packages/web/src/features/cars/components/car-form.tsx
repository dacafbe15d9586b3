import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CAR_LIMITS, type CarBody, carsTexts } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef } from 'react';
import { FormInput } from '../../../components/form-input/form-input';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/api/cities';
import { useCarFeatures } from '../../../lib/api/car-features';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useTexts } from '../../../lib/i18n/use-texts';
import {
  CarFormSchema,
  type CarFormValues,
  EMPTY_CAR_FORM,
  EXCLUSIVE_ITEMS,
  extrasItems,
  TRANSMISSION_ITEMS,
} from './car-form-schema';
import { toCarBody } from './car-form-values';

interface CarFormProps {
  initialValues?: CarFormValues;
  /** Sends the body; rejects with ApiError when the server refuses it. */
  onSave: (body: CarBody) => Promise<unknown>;
  saving: boolean;
}

/** Server field names that differ from the form's. */
const SERVER_FIELDS: Record<string, string> = { photosBase64: 'photos' };

/**
 * The car form (docs/product/admin-tools.md#car-form), checked per field while editing and on submit by CarFormSchema
 * (the API's CarBody), so each field shows the message the server would send.
 */
export function CarForm({ initialValues = EMPTY_CAR_FORM, onSave, saving }: CarFormProps) {
  // Its labels, and the sentences of CarBody's rules the form shows in the page's language.
  const t = useTexts(carsTexts);
  const cities = useCities();
  const features = useCarFeatures();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CarFormValues>({
    initialValues,
    validate: inPageLanguage(zod4Resolver(CarFormSchema, { errorPriority: 'first' })),
    validateInputOnChange: true,
  });

  const cityItems = (cities.data ?? []).map((city) => ({ id: city.id, name: city.name }));
  const transmissionItems = TRANSMISSION_ITEMS.map((item) => ({
    ...item,
    name: t(`feature.transmission.${item.name}`),
  }));
  const exclusiveItems = EXCLUSIVE_ITEMS.map((item) => ({
    ...item,
    name: item.id === 'true' ? t('common.yes') : t('common.no'),
  }));
  const bonusInUse = (features.data ?? []).filter((f) => f.featureType === 'Bonus').map((f) => f.featureText);

  const submit = form.onSubmit(async (values) => {
    const body = await toCarBody(CarFormSchema.parse(values));
    try {
      await onSave(body);
    } catch (error) {
      // A refusal naming a field is told on that field (a taken plate), brought into view for a phone's short screen;
      // any other has had the "Oops..." dialog (save-car.ts).
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = Object.entries(error.fieldErrors).map(([field, message]) => [
        SERVER_FIELDS[field] ?? field,
        message,
      ]);
      form.setErrors(Object.fromEntries(fieldErrors));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormInput
            kind="dropdown"
            label={t('form.city')}
            placeholder={t('form.cityPlaceholder')}
            items={cityItems}
            {...form.getInputProps('cityId')}
          />
          <FormInput label={t('car.make')} {...form.getInputProps('make')} />
          <FormInput label={t('car.model')} {...form.getInputProps('model')} />
          <FormInput label={t('form.registrationPlate')} {...form.getInputProps('registrationNumber')} />
          <FormInput
            label={t('car.fuelConsumption')}
            description={t('form.fuelDescription')}
            type="number"
            inputMode="decimal"
            step="any"
            {...form.getInputProps('fuelConsumption')}
          />
          <FormInput
            label={t('feature.type.Seats')}
            type="number"
            inputMode="numeric"
            step={1}
            {...form.getInputProps('features.seats')}
          />
          <FormInput
            label={t('feature.type.Doors')}
            type="number"
            inputMode="numeric"
            step={1}
            {...form.getInputProps('features.doors')}
          />
          <FormInput
            kind="dropdown"
            label={t('feature.type.Transmission')}
            placeholder={t('form.transmissionPlaceholder')}
            items={transmissionItems}
            {...form.getInputProps('features.transmission')}
          />
          <FormInput
            kind="dropdown"
            label={t('form.extras')}
            placeholder={t('form.extrasPlaceholder')}
            items={extrasItems(bonusInUse, initialValues.features.extras)}
            {...form.getInputProps('features.extras')}
          />
          <FormInput
            kind="dropdown"
            label={t('form.isExclusive')}
            description={t('form.exclusiveDescription')}
            placeholder={t('form.selectPlaceholder')}
            items={exclusiveItems}
            {...form.getInputProps('isExclusive')}
          />
        </SimpleGrid>
        <FormInput
          kind="file"
          label={t('form.photos')}
          description={t('form.photosDescription', { max: CAR_LIMITS.maxPhotos })}
          multiple
          accept={CAR_LIMITS.photoTypes.join(',')}
          placeholder={t('form.photosPlaceholder')}
          {...form.getInputProps('photos')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} size="md">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
