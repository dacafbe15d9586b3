// The chart styles load with this lazy page only, not with the app's first chunk.
import '@mantine/charts/styles.css';

import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { BookingsPerMonthBlock, CarsOverTimeBlock, DiscountsBlock, PopularBlock } from '../components/lazy-charts';
import { SummaryCards } from '../components/summary-cards';

/**
 * /statistics (ADMIN): the totals and the five charts (docs/product/admin-tools.md#statistics), each block loading on
 * its own.
 */
export function StatisticsPage() {
  const t = useTexts(adminTexts);
  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="lg">
        {t('statistics.title')}
      </Title>
      <Stack gap="lg">
        <SummaryCards />
        <DiscountsBlock />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PopularBlock title={t('statistics.popularCars.title')} series="cars" />
          <PopularBlock title={t('statistics.popularTrips.title')} series="trips" />
        </SimpleGrid>
        <BookingsPerMonthBlock />
        <CarsOverTimeBlock />
      </Stack>
    </Container>
  );
}
