import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { carsTexts } from '@wayfare/common';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CarCard } from '../../../components/car/car-card';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCar } from '../api/get-car';
import { CarBlocks } from '../components/car-blocks';
import { CarBookingsTable } from '../components/car-bookings-table';
import { CarHistoryMap } from '../components/car-history-map';
import { carIdFrom } from '../components/car-id';
import { CarStatistics } from '../components/car-statistics';

/**
 * /car-info?carId= (ADMIN): the car, its totals, its bookings, the map of its trips and its maintenance blocks
 * (docs/product/admin-tools.md#car-info).
 */
export function CarInfoPage() {
  const t = useTexts(carsTexts);
  const carId = carIdFrom(useSearchParams()[0]);
  const car = useCar(carId);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('info.title')}
      </Title>
      {carId === null || car.isError ? (
        <Alert color="gray" title={t('errors.notFound')}>
          {t('info.chooseCarIn')}{' '}
          <Anchor component={Link} to={paths.allCars.href()}>
            {t('allCars.title')}
          </Anchor>
          .
        </Alert>
      ) : car.isPending ? (
        <PageSpinner />
      ) : (
        <Stack gap="xl">
          <Section title={t('info.totals')}>
            <CarStatistics carId={car.data.id} />
          </Section>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CarCard
                car={car.data}
                headingOrder={2}
                withFuel
                photoHeight={300}
                details={
                  <>
                    <Text size="sm">{t('info.registrationNumber', { plate: car.data.registrationNumber })}</Text>
                    <Text size="sm">{t('info.currentCity', { city: car.data.city.name })}</Text>
                    {car.data.isExclusive && <Text size="sm">{t('info.exclusive')}</Text>}
                  </>
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Section title={t('info.history')}>
                <CarHistoryMap carId={car.data.id} carName={`${car.data.make} ${car.data.model}`} />
              </Section>
            </Grid.Col>
          </Grid>
          <Section title={t('info.bookings')}>
            <CarBookingsTable carId={car.data.id} />
          </Section>
          <Section title={t('info.maintenance')}>
            <CarBlocks carId={car.data.id} />
          </Section>
        </Stack>
      )}
    </Container>
  );
}

/** One part of the page under its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
