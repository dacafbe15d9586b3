// The chart styles load with this lazy page only, not with the app's first chunk.
import '@mantine/charts/styles.css';

import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { BookingsPerMonthBlock, CarsOverTimeBlock, DiscountsBlock, PopularBlock } from '../components/lazy-charts';
import { SummaryCards } from '../components/summary-cards';

/**
 * /statistics (ADMIN): the totals and the five charts (docs/product/admin-tools.md#statistics), each block loading on
 * its own.
 */
export function StatisticsPage() {
  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="lg">
        Statistics page
      </Title>
      <Stack gap="lg">
        <SummaryCards />
        <DiscountsBlock />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PopularBlock title="Most popular cars" series="cars" />
          <PopularBlock title="Most popular trips" series="trips" />
        </SimpleGrid>
        <BookingsPerMonthBlock />
        <CarsOverTimeBlock />
      </Stack>
    </Container>
  );
}
