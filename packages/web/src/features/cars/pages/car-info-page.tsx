import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CarCard } from '../../../components/car/car-card';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
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
  const carId = carIdFrom(useSearchParams()[0]);
  const car = useCar(carId);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Car info
      </Title>
      {carId === null || car.isError ? (
        <Alert color="gray" title="Car not found">
          Choose a car in{' '}
          <Anchor component={Link} to={paths.allCars.href()}>
            All cars
          </Anchor>
          .
        </Alert>
      ) : car.isPending ? (
        <PageSpinner />
      ) : (
        <Stack gap="xl">
          <Section title="Totals">
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
                    <Text size="sm">Registration number: {car.data.registrationNumber}</Text>
                    <Text size="sm">Current city: {car.data.city.name}</Text>
                    {car.data.isExclusive && <Text size="sm">Exclusive (auctions only)</Text>}
                  </>
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Section title="Car history">
                <CarHistoryMap carId={car.data.id} carName={`${car.data.make} ${car.data.model}`} />
              </Section>
            </Grid.Col>
          </Grid>
          <Section title="Bookings">
            <CarBookingsTable carId={car.data.id} />
          </Section>
          <Section title="Maintenance">
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
