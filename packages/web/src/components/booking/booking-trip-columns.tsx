import { formatDistance, formatMoney, formatWallClock, type Booking } from '@wayfare/common';
import type { ListColumn } from '../list/list-column';

/**
 * A booking's trip as columns of a list, alike in every bookings list: from, to, start, end, distance, and the price
 * under the list's own header.
 */
export function bookingTripColumns(priceHeader: string): Array<ListColumn<Booking>> {
  return [
    { header: 'From', cell: (booking) => booking.startCity.name },
    { header: 'To', cell: (booking) => booking.endCity.name },
    { header: 'Start', cell: (booking) => formatWallClock(booking.startDateTime) },
    { header: 'End', cell: (booking) => formatWallClock(booking.endDateTime) },
    { header: 'Distance', cell: (booking) => formatDistance(booking.distance) },
    { header: priceHeader, cell: (booking) => formatMoney(booking.totalPrice) },
  ];
}
