import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatWallClock } from '@wayfare/common';
import { tripEnd, tripStart, type BookingTrip } from './new-booking-params';

interface BookingDetailsProps {
  trip: BookingTrip;
  fromCityName: string;
  toCityName: string;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Where and when the trip starts and ends (docs/product/bookings-and-payments.md#new-booking-page), and the delivery
 * address if any.
 */
export function BookingDetails({ trip, fromCityName, toCityName }: BookingDetailsProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h3" mb="sm">
        Booking details
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
        <Detail label="Pick-up city" value={fromCityName} />
        <Detail label="Drop-off city" value={toCityName} />
        <Detail label="Pick-up" value={formatWallClock(tripStart(trip))} />
        <Detail label="Drop-off" value={formatWallClock(tripEnd(trip))} />
        {trip.delivery && <Detail label="Delivery address" value={trip.delivery} />}
      </SimpleGrid>
    </Card>
  );
}
