import { Alert, Container, Text, Title } from '@mantine/core';
import { bookingsTexts, type Booking } from '@wayfare/common';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useCities } from '../../../lib/api/cities';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useOwnBooking } from '../api/get-own-booking';
import { msToWallClock } from '../components/business-time';
import { ChangeBookingEditor } from '../components/change-booking-editor';

/**
 * Why this booking cannot be changed (the catalogue's sentence the server would answer with), or null: the server
 * checks the same and has the last word.
 */
function refusal(
  booking: Booking | null,
  timeZone: string | undefined,
): 'errors.notFound' | 'trips.changeStatus' | 'trips.changeTripStarted' | null {
  if (!booking) return 'errors.notFound';
  if (booking.bookingStatus !== 'Unpaid' && booking.bookingStatus !== 'Paid') return 'trips.changeStatus';
  if (timeZone && booking.startDateTime <= msToWallClock(Date.now(), timeZone)) return 'trips.changeTripStarted';
  return null;
}

/**
 * /change-booking?bookingId= (CUSTOMER): a customer moves their own Unpaid or Paid booking before pick-up — cities,
 * dates and times, coverage, delivery — and sees the new price beside the old
 * (docs/product/bookings-and-payments.md#changing-a-booking).
 */
export function ChangeBookingPage() {
  const t = useTexts(bookingsTexts);
  const [query] = useSearchParams();
  const raw = Number(query.get('bookingId'));
  const bookingId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const booking = useOwnBooking(bookingId);
  const cities = useCities();
  const config = usePublicConfig();

  const heading = (
    <Title order={1} mb="xs">
      {bookingId === null ? t('change.title') : t('change.titleWithId', { id: bookingId })}
    </Title>
  );
  if (bookingId === null) {
    return (
      <Container size="lg" py="xl">
        {heading}
        <Alert color="yellow">{t('change.noBooking')}</Alert>
      </Container>
    );
  }
  if (booking.isPending || cities.isPending || config.isPending) return <PageSpinner />;
  if (booking.isError || cities.isError) {
    return (
      <Container size="lg" py="xl">
        {heading}
        <Alert color="yellow">{t('change.loadFailed')}</Alert>
      </Container>
    );
  }
  const problem = refusal(booking.data, config.data?.timezone);
  return (
    <Container size="lg" py="xl">
      {heading}
      {booking.data && (
        <Text c="dimmed" mb="lg">
          {booking.data.car.make} {booking.data.car.model} · {booking.data.car.registrationNumber}
        </Text>
      )}
      {problem || !booking.data ? (
        <Alert color="yellow">{problem && t(problem)}</Alert>
      ) : (
        <ChangeBookingEditor booking={booking.data} cities={cities.data} />
      )}
    </Container>
  );
}
