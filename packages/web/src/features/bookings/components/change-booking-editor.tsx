import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  bookingsTexts,
  bookingTotal,
  formatMoney,
  formatWallClock,
  searchTexts,
  type Booking,
  type ChangeBookingBody,
  type City,
  type CoverageLevel,
  type Locale,
} from '@wayfare/common';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { goToExternal } from '../../../components/external-navigation';
import { paths } from '../../../config/paths';
import { personText } from '../../../lib/api-error';
import { translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useChangeBooking, useChangeQuote } from '../api/change-booking';
import { ChangeTripFields } from './change-trip-fields';
import {
  changeBody,
  changedNote,
  changeSubmitLabel,
  coverageLevel,
  isSameTrip,
  validateChange,
  valuesFromBooking,
  type ChangeField,
} from './change-values';
import { CostBreakdownCard } from './cost-breakdown';

type ChangeErrors = Partial<Record<ChangeField, string>>;

/** How long the form waits after the last keystroke before asking for a price. */
const QUOTE_DELAY_MS = 400;

function TripLine({ booking }: { booking: Booking }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <Text size="sm" c="dimmed" mb="sm">
      {t('change.tripLine', {
        from: booking.startCity.name,
        to: booking.endCity.name,
        start: formatWallClock(booking.startDateTime, locale),
        end: formatWallClock(booking.endDateTime, locale),
        coverage: booking.coverage,
      })}
    </Text>
  );
}

/** The form's messages in the page's language: the schema's rules speak common's English sentences. */
function inLanguage(errors: ChangeErrors, locale: Locale): ChangeErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateEnglish(locale, message)]),
  ) as ChangeErrors;
}

/**
 * The change form with the booking's cost now beside the cost after the change
 * (docs/product/bookings-and-payments.md#changing-a-booking). The server prices each new set of values (after a short
 * pause in typing) and its refusals are shown under the form; the button says what sending will do.
 */
export function ChangeBookingEditor({ booking, cities }: { booking: Booking; cities: City[] }) {
  const t = useTexts(bookingsTexts);
  // The schema's sentences about cities, dates and times are the search's: loaded to show them in the page's language.
  useTexts(searchTexts);
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useForm({ initialValues: valuesFromBooking(booking) });
  const errors = useMemo(() => inLanguage(validateChange(form.values), locale), [form.values, locale]);
  const body = useMemo(() => changeBody(form.values), [form.values]);
  const unchanged = body !== null && isSameTrip(body, booking);
  // A string, so the pause restarts only when the values really change.
  const bodyKey = body && !unchanged ? JSON.stringify(body) : '';
  const [quotedKey] = useDebouncedValue(bodyKey, QUOTE_DELAY_MS);
  const quotedBody = useMemo(() => (quotedKey ? (JSON.parse(quotedKey) as ChangeBookingBody) : null), [quotedKey]);
  const quote = useChangeQuote(booking.id, quotedBody);
  const change = useChangeBooking(booking.id);

  const current = quotedKey !== '' && quotedKey === bodyKey && !quote.isPlaceholderData && !quote.isFetching;
  const ready = current && quote.isSuccess && quotedBody !== null;
  const figures = quotedKey !== '' ? quote.data : undefined;

  const submit = () => {
    if (!ready || !quotedBody || !quote.data) return;
    change.mutate(
      { ...quotedBody, totalPrice: quote.data.after.totalPrice },
      {
        onSuccess: (answer) => {
          if (answer.amountDue > 0 && answer.url) {
            goToExternal(answer.url);
            return;
          }
          notifications.show({ color: 'green', message: changedNote(booking.id, answer.refund, t, locale) });
          void navigate(paths.myBookings.href());
        },
      },
    );
  };

  const beforeCoverage = coverageLevel(booking.coverage);
  const before = figures?.before;
  const after = figures?.after;
  const afterCoverage: CoverageLevel = quotedBody?.coverage ?? form.values.coverage;
  const beforeDelivery = before?.cost
    ? before.totalPrice > bookingTotal(before.cost, beforeCoverage, false) + 0.004
    : false;
  // A read that does not carry the address (older servers): say so rather than drop the delivery unnoticed.
  const deliveryUnknown = booking.deliveryAddress === undefined && beforeDelivery && !form.values.delivery;

  return (
    <form noValidate aria-label={t('change.titleWithId', { id: booking.id })} onSubmit={form.onSubmit(() => submit())}>
      <Stack>
        <ChangeTripFields form={form} cities={cities} errors={errors} />
        {deliveryUnknown && <Alert color="yellow">{t('change.deliveryUnknown')}</Alert>}
        {unchanged && <Text c="dimmed">{t('change.unchanged')}</Text>}
        {quote.isError && quotedKey !== '' && (
          <Alert color="red" role="alert" title={t('change.notPossible')}>
            {personText(quote.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {before?.cost ? (
            <CostBreakdownCard
              title={t('change.now')}
              totalTestId="total-before"
              cost={before.cost}
              coverage={beforeCoverage}
              hasDelivery={beforeDelivery}
              total={before.totalPrice}
              updating={false}
            >
              <TripLine booking={booking} />
            </CostBreakdownCard>
          ) : (
            <Card withBorder radius="md" padding="md" component="section" aria-label={t('change.now')}>
              <Title order={2} fz="h3" mb="sm">
                {t('change.now')}
              </Title>
              <TripLine booking={booking} />
              <Group justify="space-between">
                <Text fw={700}>{t('common.total')}</Text>
                <Text fw={700} fz="xl" data-testid="total-before">
                  {formatMoney(before?.totalPrice ?? booking.totalPrice, locale)}
                </Text>
              </Group>
            </Card>
          )}
          {after && (
            <CostBreakdownCard
              title={t('change.after')}
              totalTestId="total-after"
              cost={after.cost}
              coverage={afterCoverage}
              hasDelivery={after.deliveryFee > 0}
              total={after.totalPrice}
              updating={!current}
            />
          )}
        </SimpleGrid>
        {ready && quote.data && quote.data.lateFeeKept > 0 && (
          <Alert color="yellow" role="note">
            {t('trips.changeKeepsLateFee', { fee: formatMoney(quote.data.lateFeeKept, locale) })}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={!ready || Object.keys(errors).length > 0}
          loading={change.isPending || (change.isSuccess && (change.data?.amountDue ?? 0) > 0)}
        >
          {changeSubmitLabel(ready ? quote.data : undefined, t, locale)}
        </Button>
      </Stack>
    </form>
  );
}
