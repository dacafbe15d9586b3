import { Alert, Box, Button, Container, Stack, Title } from '@mantine/core';
import { bookingsTexts, bookingTotal, searchMessages, searchTexts, type CoverageLevel } from '@wayfare/common';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CarCard } from '../../../components/car/car-card';
import { PageSpinner } from '../../../components/page-spinner';
import { useCities } from '../../../lib/api/cities';
import { usePublicConfig } from '../../../lib/api/config';
import { firstErrorText } from '../../../lib/api-error';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useSession } from '../../../lib/session';
import { isTripTaken, useCalculateCost } from '../api/calculate-cost';
import { useBookingCar } from '../api/get-booking-car';
import { BookingDetails } from '../components/booking-details';
import { CancellationNote } from '../components/cancellation-note';
import { CostBreakdownCard } from '../components/cost-breakdown';
import { CoveragePicker } from '../components/coverage-picker';
import { bookingBody, costBody, readBookingTrip } from '../components/new-booking-params';
import { TripTakenAlert } from '../components/trip-taken-alert';
import { usePayNow } from '../components/use-pay-now';
import classes from './new-booking-page.module.css';

interface NewBookingPageProps {
  /**
   * The car's latest reviews. Passed in by the router because reviews are a feature of their own,
   * and features do not import each other (dependency-cruiser refuses it in `npm run lint`, docs/decisions/003).
   */
  renderReviews?: (carId: number) => ReactNode;
}

/**
 * /new-booking (CUSTOMER): car preview, coverage, reviews, details, cost breakdown and PAY NOW
 * (docs/product/bookings-and-payments.md#new-booking-page).
 */
export function NewBookingPage({ renderReviews }: NewBookingPageProps) {
  const t = useTexts(bookingsTexts);
  // The search's sentences, where the trip limit a link may break is named in the page's language.
  useTexts(searchTexts);
  const locale = useLocale();
  const [query] = useSearchParams();
  const read = useMemo(() => readBookingTrip(query), [query]);
  const trip = 'problem' in read ? null : read;
  const session = useSession();
  const [coverage, setCoverage] = useState<CoverageLevel>(0);
  const car = useBookingCar(trip?.carId ?? null);
  const cities = useCities();
  // The business time zone, for the free-cancellation time: waited for with the rest so the page does not move.
  const config = usePublicConfig();
  const cost = useCalculateCost(trip ? costBody(trip, coverage) : null);
  const payNow = usePayNow();

  if (!trip) {
    return (
      <Container size="lg" py="xl">
        <Title order={1} mb="lg">
          {t('newBooking.title')}
        </Title>
        <Alert color="yellow">
          {'problem' in read && read.problem === 'tripTooLong'
            ? translateEnglish(locale, searchMessages.tripTooLong)
            : t('newBooking.incompleteLink')}
        </Alert>
      </Container>
    );
  }
  if (car.isPending || cost.isPending || cities.isPending || config.isPending) return <PageSpinner />;

  const cityOf = (id: number) => cities.data?.find((c) => c.id === id);
  const cityName = (id: number) => cityOf(id)?.name ?? `#${id}`;
  const hasDelivery = trip.delivery !== undefined;
  const total = cost.data ? bookingTotal(cost.data, coverage, hasDelivery) : null;
  const userId = session?.claims.userId;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('newBooking.title')}
      </Title>
      <div className={classes.layout}>
        <Box className={classes.car}>
          {car.data && <CarCard car={car.data} headingOrder={2} withFuel photoHeight={300} eagerPhoto />}
        </Box>
        <Stack className={classes.form}>
          <CoveragePicker value={coverage} onChange={setCoverage} />
          <BookingDetails
            trip={trip}
            fromCityName={cityName(trip.fromCityId)}
            toCityName={cityName(trip.toCityId)}
            fromDepot={cityOf(trip.fromCityId)?.depoAddress}
            toDepot={cityOf(trip.toCityId)?.depoAddress}
          />
          {cost.data && total !== null ? (
            <CostBreakdownCard
              cost={cost.data}
              coverage={coverage}
              hasDelivery={hasDelivery}
              total={total}
              updating={cost.isFetching}
            />
          ) : isTripTaken(cost.error) ? (
            <TripTakenAlert trip={trip} message={firstErrorText(cost.error.body) ?? cost.error.message} />
          ) : (
            // The reason is in the "Oops..." dialog; this keeps the page honest once it is closed.
            <Alert color="yellow">{t('newBooking.priceFailed')}</Alert>
          )}
          {cost.data && (
            <CancellationNote startAt={trip.startAt} timeFees={cost.data.timeFees} timeZone={config.data?.timezone} />
          )}
          <Button
            size="lg"
            disabled={total === null || userId === undefined || cost.isFetching}
            loading={payNow.isPending || payNow.isSuccess}
            onClick={() =>
              total !== null && userId !== undefined && payNow.mutate(bookingBody(trip, coverage, total, userId))
            }
          >
            {t('newBooking.payNow')}
          </Button>
        </Stack>
        <Box className={classes.reviews}>{renderReviews?.(trip.carId)}</Box>
      </div>
    </Container>
  );
}
