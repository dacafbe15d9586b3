import '@mantine/core/styles/Table.css';
import { Badge, Table } from '@mantine/core';
import { BookingTripCells } from '../../../components/booking/booking-trip-cells';
import { DataTable } from '../../../components/data-table';
import type { Booking, BookingStatus } from '@wayfare/common';
import type { ReactNode } from 'react';

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

/** The "All Bookings" table, newest first (docs/product/bookings-and-payments.md#bookings-list). */
export function BookingsTable({ bookings, withUser, actions }: BookingsTableProps) {
  const newestFirst = [...bookings].sort((a, b) => b.id - a.id);
  return (
    <DataTable
      label="All Bookings"
      minWidth={1100}
      columns={[
        '#',
        'Status',
        'Car registration',
        'From',
        'To',
        'Start',
        'End',
        'Distance',
        'Total price',
        'Coverage',
        withUser && 'User email',
        'Actions',
      ]}
    >
      {newestFirst.map((booking) => (
        <Table.Tr key={booking.id}>
          <Table.Td>{booking.id}</Table.Td>
          <Table.Td>
            {/* max-content: in the narrow column the status was cut to "FI…" (seen on a 375 px phone, e2e/specs/mobile.spec.ts). */}
            <Badge color={STATUS_COLORS[booking.bookingStatus]} variant="light" miw="max-content">
              {booking.bookingStatus}
            </Badge>
          </Table.Td>
          <Table.Td>{booking.car.registrationNumber}</Table.Td>
          <BookingTripCells booking={booking} />
          <Table.Td>{booking.coverage}</Table.Td>
          {withUser && <Table.Td>{booking.user.email}</Table.Td>}
          <Table.Td>{actions(booking)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
