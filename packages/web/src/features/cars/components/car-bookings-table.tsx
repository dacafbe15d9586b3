import { Badge, Table, Text } from '@mantine/core';
import type { Booking } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useCarBookings } from '../api/get-car-bookings';
import { formatDateTime, formatEuro, formatKm } from './format';

const STATUS_COLORS: Record<Booking['bookingStatus'], string> = {
  Unpaid: 'yellow',
  Paid: 'blue',
  Active: 'green',
  Finished: 'gray',
  Canceled: 'red',
  Rated: 'grape',
};

/** Every booking of the car, newest first (SPEC §2 Car info). */
export function CarBookingsTable({ carId }: { carId: number }) {
  const bookings = useCarBookings(carId);
  if (bookings.isPending) return <PageSpinner />;
  if (bookings.isError) return <Text c="dimmed">The bookings could not be loaded.</Text>;
  if (bookings.data.length === 0) return <Text>No bookings yet...</Text>;
  const rows = [...bookings.data].sort((a, b) => b.id - a.id);
  // Focusable and named: on a phone the table scrolls sideways, also by keyboard.
  return (
    <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="region" aria-label="Bookings of this car (scrolls sideways)">
      <Table striped verticalSpacing="xs" aria-label="Bookings of this car">
        <Table.Thead>
          <Table.Tr>
            {['#', 'Status', 'From', 'To', 'Start', 'End', 'Distance', 'Price', 'Customer'].map((heading) => (
              <Table.Th key={heading} scope="col">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>{booking.id}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[booking.bookingStatus]} tt="none">
                  {booking.bookingStatus}
                </Badge>
              </Table.Td>
              <Table.Td>{booking.startCity.name}</Table.Td>
              <Table.Td>{booking.endCity.name}</Table.Td>
              <Table.Td>{formatDateTime(booking.startDateTime)}</Table.Td>
              <Table.Td>{formatDateTime(booking.endDateTime)}</Table.Td>
              <Table.Td>{formatKm(booking.distance)}</Table.Td>
              <Table.Td>{formatEuro(booking.totalPrice)}</Table.Td>
              <Table.Td>{booking.user.name || booking.user.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
