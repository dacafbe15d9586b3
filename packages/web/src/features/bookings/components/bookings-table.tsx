import { Badge } from '@mantine/core';
import { bookingsTexts, type Booking, type BookingStatus } from '@wayfare/common';
import type { ReactNode } from 'react';
import { useBookingTripColumns } from '../../../components/booking/booking-trip-columns';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useTexts } from '../../../lib/i18n/use-texts';

const STATUS_COLORS: Record<BookingStatus, string> = {
  Unpaid: 'yellow',
  Paid: 'green',
  Active: 'blue',
  Finished: 'gray',
  Canceled: 'red',
  Rated: 'grape',
};

interface BookingsTableProps {
  bookings: Booking[];
  /** Admins see every customer's bookings, so they get the User email column. */
  withUser: boolean;
  actions: (booking: Booking) => ReactNode;
}

/**
 * The "All Bookings" list, newest first (docs/product/bookings-and-payments.md#bookings-list): a table, or on a phone
 * one card per booking headed by its number, car and status.
 */
export function BookingsTable({ bookings, withUser, actions }: BookingsTableProps) {
  const t = useTexts(bookingsTexts);
  const tripColumns = useBookingTripColumns(t('list.totalPrice'));
  const newestFirst = [...bookings].sort((a, b) => b.id - a.id);
  return (
    <ResponsiveList
      label={t('list.title')}
      minWidth={1100}
      items={newestFirst}
      itemKey={(booking) => booking.id}
      columns={[
        {
          header: t('list.number'),
          cell: (booking) => booking.id,
          card: 'title',
          cardCell: (booking) => `#${booking.id}`,
        },
        {
          header: t('common.status'),
          card: 'status',
          cell: (booking) => (
            // max-content: in the narrow column the status was cut to "FI…" (seen on a 375 px phone, e2e/specs/mobile.spec.ts).
            <Badge color={STATUS_COLORS[booking.bookingStatus]} variant="light" miw="max-content">
              {t('status.name', { status: booking.bookingStatus })}
            </Badge>
          ),
        },
        { header: t('list.registration'), cell: (booking) => booking.car.registrationNumber, card: 'title' },
        ...tripColumns,
        { header: t('common.coverage'), cell: (booking) => t('coverage.name', { coverage: booking.coverage }) },
        withUser && { header: t('list.userEmail'), cell: (booking) => booking.user.email },
        { header: t('list.actions'), card: 'actions', cell: actions },
      ]}
    />
  );
}
