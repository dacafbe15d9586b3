import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCalendarPlus, IconCar, IconList } from '@tabler/icons-react';
import { type Booking, bookingsTexts, formatMoney, formatWallClock, type KeyOf, type Translate } from '@wayfare/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlaceAddress } from '../../../components/place-address';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/api/config';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { saveFile } from '../../../lib/save-file';
import { useCancellationQuote } from '../api/cancellation-quote';
import { useOwnBooking } from '../api/get-own-booking';
import { bookingCalendarFile, pickUpPlace } from './booking-calendar';

/** What canceling costs now, by the server's quote; nothing while it loads or once the booking can no longer cancel. */
function CancellationLine({ bookingId }: { bookingId: number }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  const quote = useCancellationQuote(bookingId);
  if (!quote.data) return null;
  const text =
    quote.data.fee === 0
      ? t('trips.freeCancellationUntil', { dateTime: formatWallClock(quote.data.freeUntil, locale) })
      : t('trips.lateCancellation', { fee: formatMoney(quote.data.fee, locale) });
  return (
    <Group gap={6} wrap="nowrap">
      <IconCalendarCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text fw={500}>{text}</Text>
    </Group>
  );
}

function TripEnd({ label, city, when }: { label: string; city: string; when: string }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <Text>
      <Text span c="dimmed">
        {t('paid.endLabel', { label })}{' '}
      </Text>
      <strong>{city}</strong>, {formatWallClock(when, locale)}
    </Text>
  );
}

type BookingsTranslate = Translate<KeyOf<typeof bookingsTexts>>;

function CalendarButton({
  booking,
  timeZone,
  t,
}: {
  booking: Booking;
  timeZone: string | undefined;
  t: BookingsTranslate;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!timeZone) return;
    setBusy(true);
    try {
      const bookingsUrl = new URL(paths.myBookings.href(), location.href).href;
      const file = await bookingCalendarFile(booking, timeZone, bookingsUrl, t);
      saveFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), `wayfare-booking-${booking.id}.ics`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="filled"
      h={44}
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      disabled={!timeZone}
      loading={busy}
      onClick={() => void download()}
    >
      {t('paid.addToCalendar')}
    </Button>
  );
}

/**
 * The booking just paid, on the home page the payment returns to (docs/product/bookings-and-payments.md#pay-handle):
 * its number, car, where and when it starts and ends with the depots and their maps, until when canceling is free, a
 * link to the booking and its calendar file.
 */
export function PaidBookingCard({ bookingId }: { bookingId: number }) {
  const t = useTexts(bookingsTexts);
  const booking = useOwnBooking(bookingId);
  const timeZone = usePublicConfig().data?.timezone;

  if (booking.isPending) return <Skeleton h={260} radius="md" aria-label={t('paid.loading')} />;
  if (!booking.data) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text>{t('paid.notFound')}</Text>
        <Button component={Link} to={paths.myBookings.href()} variant="light" h={44} mt="md">
          {t('paid.viewBooking')}
        </Button>
      </Card>
    );
  }
  const data = booking.data;
  const place = pickUpPlace(data);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-booking-title">
      <Stack gap="sm">
        <Title id="paid-booking-title" order={2} fz="h3">
          {t('paid.title', { id: data.id })}
        </Title>
        <Group gap={6} wrap="nowrap">
          <IconCar size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={500}>
            {data.car.make} {data.car.model} ({data.car.registrationNumber})
          </Text>
        </Group>
        <Stack gap={2}>
          <TripEnd label={t('common.pickUp')} city={data.startCity.name} when={data.startDateTime} />
          {place && <PlaceAddress label={t(place.labelKey)} address={place.address} />}
        </Stack>
        <Stack gap={2}>
          <TripEnd label={t('common.dropOff')} city={data.endCity.name} when={data.endDateTime} />
          {data.endCity.depoAddress && (
            <PlaceAddress label={t('common.dropOffDepot')} address={data.endCity.depoAddress} />
          )}
        </Stack>
        <CancellationLine bookingId={data.id} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          <CalendarButton booking={data} timeZone={timeZone} t={t} />
          <Button
            component={Link}
            to={paths.myBookings.href()}
            variant="light"
            h={44}
            leftSection={<IconList size={18} aria-hidden />}
          >
            {t('paid.viewBooking')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
