import { Image, Skeleton, Text } from '@mantine/core';
import { useCarHistoryMap } from '../api/get-car-history-map';

/** The map of every trip of the car (docs/product/admin-tools.md#car-info), an SVG drawn by the API. */
export function CarHistoryMap({ carId, carName }: { carId: number; carName: string }) {
  const map = useCarHistoryMap(carId);
  if (map.isPending) return <Skeleton h={320} aria-label="Loading the map" />;
  if (map.isError) return <Text c="dimmed">The map could not be loaded.</Text>;
  return (
    <Image
      src={map.data.imgUrl}
      alt={`Map of the trips of the ${carName}`}
      radius="md"
      mah={480}
      fit="contain"
      loading="lazy"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}
