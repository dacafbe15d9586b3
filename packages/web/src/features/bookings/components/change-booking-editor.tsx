import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  bookingTotal,
  formatMoney,
  formatWallClock,
  tripMessages,
  type Booking,
  type ChangeBookingBody,
  type City,
  type CoverageLevel,
} from '@wayfare/common';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { goToExternal } from '../../../components/external-navigation';
import { paths } from '../../../config/paths';
import { personText } from '../../../lib/api-error';
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
} from './change-values';
import { CostBreakdownCard } from './cost-breakdown';

/** How long the form waits after the last keystroke before asking for a price. */
const QUOTE_DELAY_MS = 400;

function TripLine({ booking }: { booking: Booking }) {
  return (
    <Text size="sm" c="dimmed" mb="sm">
      {booking.startCity.name} → {booking.endCity.name}, {formatWallClock(booking.startDateTime)} –{' '}
      {formatWallClock(booking.endDateTime)}, {booking.coverage} coverage
    </Text>
  );
}

/**
 * The change form with the booking's cost now beside the cost after the change
 * (docs/product/bookings-and-payments.md#changing-a-booking). The server prices each new set of values (after a short
 * pause in typing) and its refusals are shown under the form; the button says what sending will do.
 */
export function ChangeBookingEditor({ booking, cities }: { booking: Booking; cities: City[] }) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: valuesFromBooking(booking) });
  const errors = useMemo(() => validateChange(form.values), [form.values]);
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
          notifications.show({ color: 'green', message: changedNote(booking.id, answer.refund) });
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
    <form noValidate aria-label={`Change booking #${booking.id}`} onSubmit={form.onSubmit(() => submit())}>
      <Stack>
        <ChangeTripFields form={form} cities={cities} errors={errors} />
        {deliveryUnknown && (
          <Alert color="yellow">
            This booking has car delivery: tick Car delivery and enter the address to keep it.
          </Alert>
        )}
        {unchanged && <Text c="dimmed">Change the trip above to see its new price.</Text>}
        {quote.isError && quotedKey !== '' && (
          <Alert color="red" role="alert" title="This change is not possible">
            {personText(quote.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {before?.cost ? (
            <CostBreakdownCard
              title="Now"
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
            <Card withBorder radius="md" padding="md" component="section" aria-label="Now">
              <Title order={2} fz="h3" mb="sm">
                Now
              </Title>
              <TripLine booking={booking} />
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700} fz="xl" data-testid="total-before">
                  {formatMoney(before?.totalPrice ?? booking.totalPrice)}
                </Text>
              </Group>
            </Card>
          )}
          {after && (
            <CostBreakdownCard
              title="After the change"
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
            {tripMessages.changeKeepsLateFee(formatMoney(quote.data.lateFeeKept))}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={!ready || Object.keys(errors).length > 0}
          loading={change.isPending || (change.isSuccess && (change.data?.amountDue ?? 0) > 0)}
        >
          {changeSubmitLabel(ready ? quote.data : undefined)}
        </Button>
      </Stack>
    </form>
  );
}
