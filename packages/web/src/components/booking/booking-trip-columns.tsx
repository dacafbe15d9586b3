import {
  bookingsTexts,
  formatDistance,
  formatMoney,
  formatWallClock,
  type Booking,
  type KeyOf,
  type Translate,
} from '@wayfare/common';
import { useLocale } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/use-texts';
import type { ListColumn } from '../list/list-column';

type BookingsTranslate = Translate<KeyOf<typeof bookingsTexts>>;

/** The figures in the page's language: cells are drawn as components, so the columns can be built outside a hook. */
function WallClock({ value }: { value: string }) {
  return formatWallClock(value, useLocale());
}
function Distance({ km }: { km: number }) {
  return formatDistance(km, useLocale());
}
function Money({ amount }: { amount: number }) {
  return formatMoney(amount, useLocale());
}

/**
 * A booking's trip as columns of a list, alike in every bookings list: from, to, start, end, distance, and the price
 * under the list's own header; `t` is the bookings' texts in the page's language.
 */
function bookingTripColumns(priceHeader: string, t: BookingsTranslate): Array<ListColumn<Booking>> {
  return [
    { header: t('list.place', { end: 'from' }), cell: (booking) => booking.startCity.name },
    { header: t('list.place', { end: 'to' }), cell: (booking) => booking.endCity.name },
    { header: t('list.period', { end: 'start' }), cell: (booking) => <WallClock value={booking.startDateTime} /> },
    { header: t('list.period', { end: 'end' }), cell: (booking) => <WallClock value={booking.endDateTime} /> },
    { header: t('list.distance'), cell: (booking) => <Distance km={booking.distance} /> },
    { header: priceHeader, cell: (booking) => <Money amount={booking.totalPrice} /> },
  ];
}

/** The trip columns with their headers in the page's language. */
export function useBookingTripColumns(priceHeader: string): Array<ListColumn<Booking>> {
  return bookingTripColumns(priceHeader, useTexts(bookingsTexts));
}
