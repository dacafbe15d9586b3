import { type Booking, mapSearchUrl } from '@wayfare/common';
import { wallClockToMs } from './business-time';

/** Where the trip starts: the delivery address when the car is brought, else the pick-up depot. */
export function pickUpPlace(booking: Booking): { label: string; address: string } | null {
  if (booking.deliveryAddress) return { label: 'Delivery address', address: booking.deliveryAddress };
  const depot = booking.startCity.depoAddress;
  return depot ? { label: 'Pick-up depot', address: depot } : null;
}

/**
 * A paid booking as an iCalendar file (docs/product/bookings-and-payments.md#pay-handle): one event from pick-up to
 * drop-off, at the pick-up place, with both depots and their maps, and a reminder two hours before. The booking's times
 * are wall-clock readings on the business clocks; the file states them as instants (UTC), so every calendar shows
 * them at the right hour wherever its owner is. The `ics` package is loaded only when a file is asked for.
 */
export async function bookingCalendarFile(booking: Booking, timeZone: string, bookingsUrl: string): Promise<string> {
  const { createEvent } = await import('ics');
  const car = `${booking.car.make} ${booking.car.model}`;
  const place = pickUpPlace(booking);
  const dropOff = booking.endCity.depoAddress;
  const description = [
    `Booking #${booking.id}: ${car} (${booking.car.registrationNumber})`,
    `Pick-up in ${booking.startCity.name}${place ? `: ${place.address} (${mapSearchUrl(place.address)})` : ''}`,
    `Drop-off in ${booking.endCity.name}${dropOff ? `: ${dropOff} (${mapSearchUrl(dropOff)})` : ''}`,
    `Your bookings: ${bookingsUrl}`,
  ].join('\n');
  const { error, value } = createEvent({
    uid: `wayfare-booking-${booking.id}@${new URL(bookingsUrl).host}`,
    title: `Wayfare: ${car}, ${booking.startCity.name} to ${booking.endCity.name}`,
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
    alarms: [{ action: 'display', description: `Pick up the ${car}`, trigger: { hours: 2, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
