import { Badge } from '@mantine/core';
import type { Booking, BookingStatus } from '@wayfare/common';
import type { ReactNode } from 'react';
import { bookingTripColumns } from '../../../components/booking/booking-trip-columns';
import { ResponsiveList } from '../../../components/list/responsive-list';

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
  const newestFirst = [...bookings].sort((a, b) => b.id - a.id);
  return (
    <ResponsiveList
      label="All Bookings"
      minWidth={1100}
      items={newestFirst}
      itemKey={(booking) => booking.id}
      columns={[
        { header: '#', cell: (booking) => booking.id, card: 'title', cardCell: (booking) => `#${booking.id}` },
        {
          header: 'Status',
          card: 'status',
          cell: (booking) => (
            // max-content: in the narrow column the status was cut to "FI…" (seen on a 375 px phone, e2e/specs/mobile.spec.ts).
            <Badge color={STATUS_COLORS[booking.bookingStatus]} variant="light" miw="max-content">
              {booking.bookingStatus}
            </Badge>
          ),
        },
        { header: 'Car registration', cell: (booking) => booking.car.registrationNumber, card: 'title' },
        ...bookingTripColumns('Total price'),
        { header: 'Coverage', cell: (booking) => booking.coverage },
        withUser && { header: 'User email', cell: (booking) => booking.user.email },
        { header: 'Actions', card: 'actions', cell: actions },
      ]}
    />
  );
}
