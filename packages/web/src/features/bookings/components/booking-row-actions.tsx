import { Button } from '@mantine/core';
import { bookingsTexts, type Booking } from '@wayfare/common';
import { useState } from 'react';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm-action';
import { ListActions } from '../../../components/list/list-actions';
import { useListButtonSize } from '../../../components/list/list-layout';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { usePrefetchCancellationQuote } from '../api/cancellation-quote';
import { CancelTerms } from './cancel-terms';

export type BookingDialog = { kind: 'review' | 'damage' | 'changes'; booking: Booking };

interface BookingRowActionsProps {
  booking: Booking;
  isOwner: boolean;
  isAdmin: boolean;
  /** The pick-up is still ahead: the trip may be changed. */
  upcoming: boolean;
  busy: boolean;
  onCancel: (booking: Booking) => void;
  onPay: (booking: Booking) => void;
  onOpen: (dialog: BookingDialog) => void;
}

/**
 * The actions a booking's status allows (docs/product/bookings-and-payments.md#bookings-list): owners cancel
 * Unpaid/Paid (after confirming, told what comes back), change Unpaid/Paid before pick-up, pay Unpaid, review Finished;
 * on Finished/Rated trips owners report damage themselves and admins file damage charges on anyone's. Admins see the
 * history of a booking's changes.
 */
export function BookingRowActions({
  booking,
  isOwner,
  isAdmin,
  upcoming,
  busy,
  onCancel,
  onPay,
  onOpen,
}: BookingRowActionsProps) {
  const t = useTexts(bookingsTexts);
  const status = booking.bookingStatus;
  const id = booking.id;
  const prefetchQuote = usePrefetchCancellationQuote();
  const [preparing, setPreparing] = useState(false);
  const size = useListButtonSize();
  return (
    <ListActions>
      {isOwner && status === 'Unpaid' && (
        <Button size={size} aria-label={t('actions.payLabel', { id })} onClick={() => onPay(booking)} disabled={busy}>
          {t('actions.button', { action: 'pay' })}
        </Button>
      )}
      {isOwner && upcoming && (status === 'Unpaid' || status === 'Paid') && (
        <Button
          size={size}
          variant="light"
          component={Link}
          to={paths.changeBooking.href({ bookingId: booking.id })}
          aria-label={t('actions.changeLabel', { id })}
        >
          {t('actions.button', { action: 'change' })}
        </Button>
      )}
      {isOwner && (status === 'Unpaid' || status === 'Paid') && (
        <Button
          size={size}
          color="red"
          variant="light"
          aria-label={t('actions.cancelLabel', { id })}
          loading={busy || preparing}
          onClick={async () => {
            if (status === 'Paid') {
              setPreparing(true);
              await prefetchQuote(booking.id).finally(() => setPreparing(false));
            }
            const confirmed = await openConfirm({
              title: t('cancel.title'),
              message: <CancelTerms booking={booking} />,
              confirmLabel: t('cancel.title'),
              cancelLabel: t('cancel.keep'),
              danger: true,
            });
            if (confirmed) onCancel(booking);
          }}
        >
          {t('actions.button', { action: 'cancel' })}
        </Button>
      )}
      {isOwner && status === 'Finished' && (
        <Button
          size={size}
          variant="light"
          aria-label={t('actions.reviewLabel', { id })}
          onClick={() => onOpen({ kind: 'review', booking })}
        >
          {t('actions.button', { action: 'review' })}
        </Button>
      )}
      {(isOwner || isAdmin) && (status === 'Finished' || status === 'Rated') && (
        <Button
          size={size}
          variant="light"
          color="orange"
          aria-label={t('actions.reportLabel', { id })}
          onClick={() => onOpen({ kind: 'damage', booking })}
        >
          {t('actions.button', { action: 'report' })}
        </Button>
      )}
      {isAdmin && (
        <Button
          size={size}
          variant="subtle"
          aria-label={t('actions.changesLabel', { id })}
          onClick={() => onOpen({ kind: 'changes', booking })}
        >
          {t('actions.button', { action: 'changes' })}
        </Button>
      )}
    </ListActions>
  );
}
