import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatWallClock } from '@wayfare/common';
import { PlaceAddress } from '../../../components/place-address';
import type { BookingTrip } from './new-booking-params';

interface BookingDetailsProps {
  trip: BookingTrip;
  fromCityName: string;
  toCityName: string;
  /** The depots' addresses (docs/product/search-and-availability.md#cities), when the cities are known. */
  fromDepot?: string;
  toDepot?: string;
}

function Detail({ label, value, withMap = false }: { label: string; value: string; withMap?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      {withMap ? (
        <Box component="dd" m={0}>
          <PlaceAddress address={value} />
        </Box>
      ) : (
        <Text component="dd" m={0} fw={500}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Where and when the trip starts and ends (docs/product/bookings-and-payments.md#new-booking-page): the car is collected
 * at the pick-up depot, or brought to the delivery address, and returned to the drop-off depot, each with its map.
 */
export function BookingDetails({ trip, fromCityName, toCityName, fromDepot, toDepot }: BookingDetailsProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h3" mb="sm">
        Booking details
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
        <Detail label="Pick-up city" value={fromCityName} />
        <Detail label="Drop-off city" value={toCityName} />
        <Detail label="Pick-up" value={formatWallClock(trip.startAt)} />
        <Detail label="Drop-off" value={formatWallClock(trip.endAt)} />
        {trip.delivery ? (
          <Detail label="Delivery address" value={trip.delivery} withMap />
        ) : (
          fromDepot && <Detail label="Pick-up depot" value={fromDepot} withMap />
        )}
        {toDepot && <Detail label="Drop-off depot" value={toDepot} withMap />}
      </SimpleGrid>
    </Card>
  );
}
