import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { CAR_DELIVERY_FEE, formatMoney, todayIsoDate, type City } from '@wayfare/common';
import { DateField } from '../../../components/date-field';
import type { ChangeField, ChangeFormValues } from './change-values';
import { CoveragePicker } from './coverage-picker';

interface ChangeTripFieldsProps {
  form: UseFormReturnType<ChangeFormValues>;
  cities: City[];
  errors: Partial<Record<ChangeField, string>>;
}

/** A closed Select's option list is rendered only when it opens (as on the search form). */
const CLOSED_LIST_UNMOUNTED = { keepMounted: false };

/**
 * What a change may move (docs/product/bookings-and-payments.md#changing-a-booking): the cities, the dates and times,
 * the coverage and the delivery; the same fields and widgets as the search form and /new-booking. The messages are
 * those of ChangeBookingBody, the schema the API checks the change with.
 */
export function ChangeTripFields({ form, cities, errors }: ChangeTripFieldsProps) {
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: city.name }));
  const citySelect = {
    data: cityOptions,
    searchable: true,
    nothingFoundMessage: 'No such city',
    comboboxProps: CLOSED_LIST_UNMOUNTED,
    allowDeselect: false,
  };
  const today = todayIsoDate();
  const input = (field: ChangeField) => ({ ...form.getInputProps(field), error: errors[field] });

  return (
    <Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Trip">
        <Title order={2} fz="h3" mb="sm">
          Trip
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Pick-up city" {...citySelect} {...input('fromCity')} />
          <DateField label="Pick-up date" minDate={today} {...input('fromDate')} />
          <TimeInput label="Pick-up time" {...input('fromTime')} />
          <Select label="Drop-off city" {...citySelect} {...input('toCity')} />
          <DateField label="Drop-off date" minDate={form.values.fromDate ?? today} {...input('toDate')} />
          <TimeInput label="Drop-off time" {...input('toTime')} />
        </SimpleGrid>
      </Paper>
      <CoveragePicker value={form.values.coverage} onChange={(level) => form.setFieldValue('coverage', level)} />
      <Paper withBorder radius="md" p="md" component="section" aria-label="Car delivery">
        <Stack gap="sm">
          <Checkbox
            label="Car delivery"
            description={`We bring the car to your address for ${formatMoney(CAR_DELIVERY_FEE)}.`}
            {...form.getInputProps('delivery', { type: 'checkbox' })}
          />
          {form.values.delivery && (
            <TextInput
              label="Delivery address"
              placeholder="Street, number, city"
              autoComplete="street-address"
              {...input('deliveryAddress')}
            />
          )}
          {!form.values.delivery && (
            <Text size="sm" c="dimmed">
              The car is picked up at the depot of the pick-up city.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
