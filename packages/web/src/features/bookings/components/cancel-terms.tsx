import { Alert, Loader, Stack, Text } from '@mantine/core';
import { bookingsTexts, formatMoney, type Booking } from '@wayfare/common';
import { personText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCancellationQuote } from '../api/cancellation-quote';

/**
 * The cancel confirmation's text (docs/product/bookings-and-payments.md#cancellation-policy): the question, and for a
 * Paid booking what comes back, as the server works it out when the dialog opens. An Unpaid booking costs nothing to
 * cancel, so it keeps the plain question.
 */
export function CancelTerms({ booking }: { booking: Booking }) {
  const t = useTexts(bookingsTexts);
  return (
    <Stack gap="xs">
      <Text>{t('cancel.question')}</Text>
      {booking.bookingStatus === 'Paid' && <PaidCancelTerms bookingId={booking.id} />}
    </Stack>
  );
}

function PaidCancelTerms({ bookingId }: { bookingId: number }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  const quote = useCancellationQuote(bookingId);
  if (quote.isPending) {
    return (
      <Text c="dimmed" size="sm" role="status">
        <Loader size="xs" mr="xs" aria-hidden />
        {t('cancel.workingOut')}
      </Text>
    );
  }
  if (quote.isError) {
    // The server's refusal ("The trip has started and cannot be canceled."), without a status code
    // (docs/product/errors-and-messages.md#in-place-messages).
    return (
      <Alert color="red" role="alert">
        {personText(quote.error)}
      </Alert>
    );
  }
  const { refund, fee } = quote.data;
  return (
    <Stack gap={4} role="status">
      <Text fw={700}>{t('trips.youGetBack', { amount: formatMoney(refund, locale) })}</Text>
      {fee > 0 && <Text size="sm">{t('trips.lateCancellation', { fee: formatMoney(fee, locale) })}</Text>}
    </Stack>
  );
}
