import { Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { SearchParams, searchTexts, todayIsoDate } from '@wayfare/common';
import { useMemo, type ReactNode } from 'react';
import { useCities } from '../../lib/api/cities';
import { translateEnglish } from '../../lib/i18n/catalogue';
import { PageLanguageDates } from '../../lib/i18n/dates-locale';
import { useLocale } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/use-texts';
import { DateField } from '../date-field';
import { emptySearchValues, type SearchFormValues } from './search-defaults';

type Field = keyof SearchFormValues;

/**
 * Mantine keeps a closed Select's option list rendered (hidden), and positions it when the form mounts: every city as
 * a hidden option, a forced layout per field, on the first page's critical path. The list is rendered when it opens.
 */
const CLOSED_LIST_UNMOUNTED = { keepMounted: false };

// Rules that compare two fields: their message is shown as soon as both fields hold a value,
// whichever of the two the user touched.
const CROSS_FIELD: readonly Field[] = ['toCity', 'toDate'];

/** Every rule of SearchParams, as a map field → first message. */
function validate(values: SearchFormValues): Partial<Record<Field, string>> {
  const result = SearchParams.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface SearchFormProps {
  initialValues?: Partial<SearchFormValues>;
  onSearch: (params: SearchParams) => void;
  /** "Search" unless the form does something else (the auction claim). */
  submitLabel?: string;
  /** The button's icon; a magnifier unless the form does something else than search (the auction claim). */
  submitIcon?: ReactNode;
  loading?: boolean;
}

/**
 * The car search form (docs/product/search-and-availability.md#search-form) of the home hero, search page and claim
 * page: pick-up and drop-off city, date and time. The button stays disabled while any rule of SearchParams fails.
 */
export function SearchForm({
  initialValues,
  onSearch,
  submitLabel,
  submitIcon = <IconSearch size={18} aria-hidden />,
  loading,
}: SearchFormProps) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const cities = useCities();
  const form = useForm<SearchFormValues>({ initialValues: { ...emptySearchValues(), ...initialValues } });
  const errors = useMemo(() => validate(form.values), [form.values]);
  const isValid = Object.keys(errors).length === 0;

  const cityOptions = useMemo(
    () => (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name })),
    [cities.data],
  );
  const today = todayIsoDate();
  // Pick-up and drop-off city are the same list, told apart by their label and field.
  const citySelect = {
    placeholder: cities.isPending ? t('form.loadingCities') : t('form.chooseCity'),
    data: cityOptions,
    searchable: true,
    nothingFoundMessage: t('form.noSuchCity'),
    comboboxProps: CLOSED_LIST_UNMOUNTED,
  };

  // A message shows once the user changed that field (or, for the cross-field rules, once both
  // sides are filled) so an untouched form does not open covered in red.
  const errorOf = (field: Field) => {
    const shown = form.isTouched(field) || (CROSS_FIELD.includes(field) && Boolean(form.values[field]));
    // The rules' sentences are common's English ones (the API answers with the same): shown in the page's language.
    const error = shown ? errors[field] : undefined;
    return error && translateEnglish(locale, error);
  };

  const submit = form.onSubmit((values) => {
    const parsed = SearchParams.safeParse(values);
    if (parsed.success) onSearch(parsed.data);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PageLanguageDates>
            <Select
              label={t('form.pickUpCity')}
              {...citySelect}
              {...form.getInputProps('fromCity')}
              error={errorOf('fromCity')}
            />
            <DateField
              label={t('form.pickUpDate')}
              minDate={today}
              {...form.getInputProps('fromDate')}
              error={errorOf('fromDate')}
            />
            <TimeInput label={t('form.pickUpTime')} {...form.getInputProps('fromTime')} error={errorOf('fromTime')} />
            <Select
              label={t('form.dropOffCity')}
              {...citySelect}
              {...form.getInputProps('toCity')}
              error={errorOf('toCity')}
            />
            <DateField
              label={t('form.dropOffDate')}
              minDate={form.values.fromDate ?? today}
              {...form.getInputProps('toDate')}
              error={errorOf('toDate')}
            />
            <TimeInput label={t('form.dropOffTime')} {...form.getInputProps('toTime')} error={errorOf('toTime')} />
          </PageLanguageDates>
        </SimpleGrid>
        <Button type="submit" size="md" disabled={!isValid} loading={loading} leftSection={submitIcon}>
          {submitLabel ?? t('form.search')}
        </Button>
      </Stack>
    </form>
  );
}
