import { Button, Group, Stack, Text } from '@mantine/core';
import { carsTexts, formatDecimal, type CityLookup, type Locale } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

interface ConfirmCityStepProps {
  found: CityLookup;
  depoAddress: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Two decimals (~1 km) are enough for the admin to recognise the place; the full coordinates are saved. Written as the
 * page's language writes numbers ("52.52", "52,52").
 */
const coordinate = (value: number, locale: Locale) => formatDecimal(value, 2, locale);

/** Step 2 of the create-city flow: the admin confirms the city the gazetteer found. */
export function ConfirmCityStep({ found, depoAddress, loading, onConfirm, onCancel }: ConfirmCityStepProps) {
  const t = useTexts(carsTexts);
  const locale = useLocale();
  return (
    <Stack>
      <Text>
        {t('cities.confirmQuestion', {
          city: found.city,
          lat: coordinate(found.lat, locale),
          lon: coordinate(found.lon, locale),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('cities.depotLine', { address: depoAddress })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={loading} data-autofocus>
          {t('cities.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
