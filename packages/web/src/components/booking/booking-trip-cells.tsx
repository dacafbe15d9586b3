import { Table } from '@mantine/core';
import { formatDistance, formatMoney, formatWallClock, type Booking } from '@wayfare/common';

/** A booking's trip as cells of a table row, alike in every bookings table: from, to, start, end, distance, price. */
export function BookingTripCells({ booking }: { booking: Booking }) {
  return (
    <>
      <Table.Td>{booking.startCity.name}</Table.Td>
      <Table.Td>{booking.endCity.name}</Table.Td>
      <Table.Td>{formatWallClock(booking.startDateTime)}</Table.Td>
      <Table.Td>{formatWallClock(booking.endDateTime)}</Table.Td>
      <Table.Td>{formatDistance(booking.distance)}</Table.Td>
      <Table.Td>{formatMoney(booking.totalPrice)}</Table.Td>
    </>
  );
}
