import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { bookingsTexts, CAR_DELIVERY_FEE, formatMoney, todayIsoDate, type City } from '@wayfare/common';
import { DateField } from '../../../components/date-field';
import { PageLanguageDates } from '../../../lib/i18n/dates-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
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
 * those of ChangeBookingBody, the schema the API checks the change with; the calendars speak the page's language.
 */
export function ChangeTripFields({ form, cities, errors }: ChangeTripFieldsProps) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: city.name }));
  const citySelect = {
    data: cityOptions,
    searchable: true,
    nothingFoundMessage: t('common.noSuchCity'),
    comboboxProps: CLOSED_LIST_UNMOUNTED,
    allowDeselect: false,
  };
  const today = todayIsoDate();
  const input = (field: ChangeField) => ({ ...form.getInputProps(field), error: errors[field] });

  return (
    <Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('change.trip')}>
        <Title order={2} fz="h3" mb="sm">
          {t('change.trip')}
        </Title>
        <PageLanguageDates>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('common.pickUpCity')} {...citySelect} {...input('fromCity')} />
            <DateField label={t('common.pickUpDate')} minDate={today} {...input('fromDate')} />
            <TimeInput label={t('common.pickUpTime')} {...input('fromTime')} />
            <Select label={t('common.dropOffCity')} {...citySelect} {...input('toCity')} />
            <DateField label={t('common.dropOffDate')} minDate={form.values.fromDate ?? today} {...input('toDate')} />
            <TimeInput label={t('common.dropOffTime')} {...input('toTime')} />
          </SimpleGrid>
        </PageLanguageDates>
      </Paper>
      <CoveragePicker value={form.values.coverage} onChange={(level) => form.setFieldValue('coverage', level)} />
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('common.delivery')}>
        <Stack gap="sm">
          <Checkbox
            label={t('common.delivery')}
            description={t('change.deliveryFee', { fee: formatMoney(CAR_DELIVERY_FEE, locale) })}
            {...form.getInputProps('delivery', { type: 'checkbox' })}
          />
          {form.values.delivery && (
            <TextInput
              label={t('common.deliveryAddress')}
              placeholder={t('change.addressPlaceholder')}
              autoComplete="street-address"
              {...input('deliveryAddress')}
            />
          )}
          {!form.values.delivery && (
            <Text size="sm" c="dimmed">
              {t('change.atDepot')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
