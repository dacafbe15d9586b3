import { Alert, Loader, Stack, Text } from '@mantine/core';
import { formatMoney, tripMessages, type Booking } from '@wayfare/common';
import { personText } from '../../../lib/api-error';
import { useCancellationQuote } from '../api/cancellation-quote';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this booking?';

/**
 * The cancel confirmation's text (docs/product/bookings-and-payments.md#cancellation-policy): the question, and for a
 * Paid booking what comes back, as the server works it out when the dialog opens. An Unpaid booking costs nothing to
 * cancel, so it keeps the plain question.
 */
export function CancelTerms({ booking }: { booking: Booking }) {
  return (
    <Stack gap="xs">
      <Text>{CANCEL_QUESTION}</Text>
      {booking.bookingStatus === 'Paid' && <PaidCancelTerms bookingId={booking.id} />}
    </Stack>
  );
}

function PaidCancelTerms({ bookingId }: { bookingId: number }) {
  const quote = useCancellationQuote(bookingId);
  if (quote.isPending) {
    return (
      <Text c="dimmed" size="sm" role="status">
        <Loader size="xs" mr="xs" aria-hidden />
        Working out your refund…
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
      <Text fw={700}>{tripMessages.youGetBack(formatMoney(refund))}</Text>
      {fee > 0 && <Text size="sm">{tripMessages.lateCancellation(formatMoney(fee))}</Text>}
    </Stack>
  );
}
