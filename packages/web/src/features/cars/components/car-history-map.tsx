import { Image, Skeleton, Text } from '@mantine/core';
import { carsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCarHistoryMap } from '../api/get-car-history-map';

/** The map of every trip of the car (docs/product/admin-tools.md#car-info), an SVG drawn by the API. */
export function CarHistoryMap({ carId, carName }: { carId: number; carName: string }) {
  const t = useTexts(carsTexts);
  const map = useCarHistoryMap(carId);
  if (map.isPending) return <Skeleton h={320} aria-label={t('map.loading')} />;
  if (map.isError) return <Text c="dimmed">{t('map.failed')}</Text>;
  return (
    <Image
      src={map.data.imgUrl}
      alt={t('map.alt', { car: carName })}
      radius="md"
      mah={480}
      fit="contain"
      loading="lazy"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}
