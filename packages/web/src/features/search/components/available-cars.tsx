import { SimpleGrid, Text } from '@mantine/core';
import type { AvailableCarsBody, SearchParams } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useAvailableCars } from '../api/get-available-cars';
import { AvailableCarCard } from './available-car-card';

interface AvailableCarsProps {
  body: AvailableCarsBody;
  search: SearchParams;
  delivery: string | null;
}

/** The result list with its exact empty message (docs/product/search-and-availability.md#results-page). */
export function AvailableCars({ body, search, delivery }: AvailableCarsProps) {
  const cars = useAvailableCars(body);
  if (cars.isPending) return <PageSpinner />;
  if (cars.isError) return <Text c="dimmed">The cars could not be loaded.</Text>;
  if (cars.data.length === 0) {
    return (
      <Text size="lg" ta="center" py="xl">
        No available cars, try different search paramenters
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="Cars">
      {cars.data.map((car) => (
        <div role="listitem" key={car.id}>
          <AvailableCarCard car={car} search={search} delivery={delivery} />
        </div>
      ))}
    </SimpleGrid>
  );
}
