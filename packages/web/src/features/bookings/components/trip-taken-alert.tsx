import { Alert, Anchor } from '@mantine/core';
import { bookingsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { BookingTrip } from './new-booking-params';

/**
 * /new-booking when the car was taken or blocked for these dates after the search showed it: the server's reason in
 * place of the price, and the same search again, where the cars still free are offered
 * (docs/product/bookings-and-payments.md#new-booking-page).
 */
export function TripTakenAlert({ trip, message }: { trip: BookingTrip; message: string }) {
  const t = useTexts(bookingsTexts);
  const search = paths.search.href({
    fromCity: String(trip.fromCityId),
    toCity: String(trip.toCityId),
    fromDate: trip.startAt.slice(0, 10),
    fromTime: trip.startAt.slice(11, 16),
    toDate: trip.endAt.slice(0, 10),
    toTime: trip.endAt.slice(11, 16),
    delivery: trip.delivery,
  });
  return (
    <Alert color="yellow" title={message}>
      <Anchor component={Link} to={search}>
        {t('newBooking.carsStillFree')}
      </Anchor>
    </Alert>
  );
}
