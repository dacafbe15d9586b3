import { type Booking, type bookingsTexts, type KeyOf, mapSearchUrl, type Translate } from '@wayfare/common';
import { wallClockToMs } from './business-time';

/**
 * Where the trip starts: the delivery address when the car is brought, else the pick-up depot; `labelKey` is the
 * catalogue's key of its name.
 */
export function pickUpPlace(
  booking: Booking,
): { labelKey: 'common.deliveryAddress' | 'common.pickUpDepot'; address: string } | null {
  if (booking.deliveryAddress) return { labelKey: 'common.deliveryAddress', address: booking.deliveryAddress };
  const depot = booking.startCity.depoAddress;
  return depot ? { labelKey: 'common.pickUpDepot', address: depot } : null;
}

/**
 * A paid booking as an iCalendar file (docs/product/bookings-and-payments.md#pay-handle): one event from pick-up to
 * drop-off, at the pick-up place, with both depots and their maps, and a reminder two hours before. The booking's times
 * are wall-clock readings on the business clocks; the file states them as instants (UTC), so every calendar shows
 * them at the right hour wherever its owner is. Its words are the page's (`t`). The `ics` package is loaded only when
 * a file is asked for.
 */
export async function bookingCalendarFile(
  booking: Booking,
  timeZone: string,
  bookingsUrl: string,
  t: Translate<KeyOf<typeof bookingsTexts>>,
): Promise<string> {
  const { createEvent } = await import('ics');
  const car = `${booking.car.make} ${booking.car.model}`;
  const place = pickUpPlace(booking);
  const dropOff = booking.endCity.depoAddress;
  const pickUpCity = booking.startCity.name;
  const dropOffCity = booking.endCity.name;
  const description = [
    t('calendar.booking', { id: booking.id, car, registration: booking.car.registrationNumber }),
    place
      ? t('calendar.pickUpAt', { city: pickUpCity, address: place.address, map: mapSearchUrl(place.address) })
      : t('calendar.pickUp', { city: pickUpCity }),
    dropOff
      ? t('calendar.dropOffAt', { city: dropOffCity, address: dropOff, map: mapSearchUrl(dropOff) })
      : t('calendar.dropOff', { city: dropOffCity }),
    t('calendar.bookings', { url: bookingsUrl }),
  ].join('\n');
  const { error, value } = createEvent({
    uid: `wayfare-booking-${booking.id}@${new URL(bookingsUrl).host}`,
    title: t('calendar.title', { car, from: pickUpCity, to: dropOffCity }),
    start: wallClockToMs(booking.startDateTime, timeZone),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: wallClockToMs(booking.endDateTime, timeZone),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: place?.address ?? booking.startCity.name,
    description,
    url: bookingsUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: t('calendar.reminder', { car }), trigger: { hours: 2, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
