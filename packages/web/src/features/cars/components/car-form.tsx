import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CAR_LIMITS, type CarBody } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef } from 'react';
import { FormInput } from '../../../components/form-input/form-input';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/api/cities';
import { useCarFeatures } from '../../../lib/api/car-features';
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
  const cities = useCities();
  const features = useCarFeatures();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CarFormValues>({
    initialValues,
    validate: zod4Resolver(CarFormSchema, { errorPriority: 'first' }),
    validateInputOnChange: true,
  });

  const cityItems = (cities.data ?? []).map((city) => ({ id: city.id, name: city.name }));
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
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Car">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormInput
            kind="dropdown"
            label="City"
            placeholder="-- Select a City --"
            items={cityItems}
            {...form.getInputProps('cityId')}
          />
          <FormInput label="Make" {...form.getInputProps('make')} />
          <FormInput label="Model" {...form.getInputProps('model')} />
          <FormInput label="Registration plate" {...form.getInputProps('registrationNumber')} />
          <FormInput
            label="Fuel consumption"
            description="Litres per 100 km"
            type="number"
            inputMode="decimal"
            step="any"
            {...form.getInputProps('fuelConsumption')}
          />
          <FormInput
            label="Seats"
            type="number"
            inputMode="numeric"
            step={1}
            {...form.getInputProps('features.seats')}
          />
          <FormInput
            label="Doors"
            type="number"
            inputMode="numeric"
            step={1}
            {...form.getInputProps('features.doors')}
          />
          <FormInput
            kind="dropdown"
            label="Transmission"
            placeholder="-- Select a Transmission --"
            items={TRANSMISSION_ITEMS}
            {...form.getInputProps('features.transmission')}
          />
          <FormInput
            kind="dropdown"
            label="Extras"
            placeholder="-- Select Extras --"
            items={extrasItems(bonusInUse, initialValues.features.extras)}
            {...form.getInputProps('features.extras')}
          />
          <FormInput
            kind="dropdown"
            label="Is exclusive"
            description="Exclusive cars are sold in auctions, not offered in search"
            placeholder="-- Select --"
            items={EXCLUSIVE_ITEMS}
            {...form.getInputProps('isExclusive')}
          />
        </SimpleGrid>
        <FormInput
          kind="file"
          label="Car photos"
          description={`JPEG, PNG or WebP, up to 5 MB each, at most ${CAR_LIMITS.maxPhotos}; the first is the one shown in lists`}
          multiple
          accept={CAR_LIMITS.photoTypes.join(',')}
          placeholder="Click to choose photos"
          {...form.getInputProps('photos')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} size="md">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
