import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { bookingsTexts, formatWallClock } from '@wayfare/common';
import { PlaceAddress } from '../../../components/place-address';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
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
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h3" mb="sm">
        {t('details.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
        <Detail label={t('common.pickUpCity')} value={fromCityName} />
        <Detail label={t('common.dropOffCity')} value={toCityName} />
        <Detail label={t('common.pickUp')} value={formatWallClock(trip.startAt, locale)} />
        <Detail label={t('common.dropOff')} value={formatWallClock(trip.endAt, locale)} />
        {trip.delivery ? (
          <Detail label={t('common.deliveryAddress')} value={trip.delivery} withMap />
        ) : (
          fromDepot && <Detail label={t('common.pickUpDepot')} value={fromDepot} withMap />
        )}
        {toDepot && <Detail label={t('common.dropOffDepot')} value={toDepot} withMap />}
      </SimpleGrid>
    </Card>
  );
}
