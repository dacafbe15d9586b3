import { bookingsTexts, type Locale } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { loadNamespace, message } from '../../../lib/i18n/catalogue';
import { makeBooking } from '../../../test/bookings';
import { bookingCalendarFile } from './booking-calendar';

const booking = makeBooking({
  id: 12,
  bookingStatus: 'Paid',
  startCity: { id: 1, name: 'Berlin', depoAddress: 'Europaplatz 1, 10557 Berlin' },
  endCity: { id: 2, name: 'Munich', depoAddress: 'Bayerstraße 10a, 80335 München' },
});
/** The file with its folded lines joined back (RFC 5545 folds lines longer than 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

/** The bookings' texts in `locale`, as the page that asks for the file has them. */
async function textsIn(locale: Locale) {
  await loadNamespace(locale, bookingsTexts);
  return (key: keyof typeof bookingsTexts.en, values?: Record<string, string | number>) =>
    message(locale, bookingsTexts, key, values);
}
const fileOf = async (b: typeof booking, locale: Locale = 'en') =>
  unfolded(
    await bookingCalendarFile(b, 'Europe/Berlin', 'https://rent.example.com/my-bookings', await textsIn(locale)),
  );

describe('bookingCalendarFile', () => {
  it('is one event from pick-up to drop-off, its business-clock times stated in UTC', async () => {
    const ics = await fileOf(booking);
    expect(ics).toContain('BEGIN:VEVENT');
    // 10:00 and 12:00 on the Berlin clock in November (UTC+1).
    expect(ics).toMatch(/DTSTART:20261101T090000Z/);
    expect(ics).toMatch(/DTEND:20261103T110000Z/);
    expect(ics).toContain('SUMMARY:Wayfare: Volkswagen Golf\\, Berlin to Munich');
    expect(ics).toContain('LOCATION:Europaplatz 1\\, 10557 Berlin');
    expect(ics).toContain('UID:wayfare-booking-12@rent.example.com');
    expect(ics).toContain('https://www.openstreetmap.org/search?query=Bayerstra%C3%9Fe');
    expect(ics).toContain('TRIGGER:-PT2H');
  });

  it('reads summer times on the summer clock, and starts at the delivery address when the car is brought', async () => {
    const summer = makeBooking({
      ...booking,
      startDateTime: '2026-07-01T10:00:00',
      endDateTime: '2026-07-02T10:00:00',
      deliveryAddress: 'Leopoldstraße 1, Munich',
    });
    const ics = await fileOf(summer);
    expect(ics).toMatch(/DTSTART:20260701T080000Z/);
    expect(ics).toContain('LOCATION:Leopoldstraße 1\\, Munich');
  });

  it('is written in the page’s language', async () => {
    const ics = await fileOf(booking, 'de');
    expect(ics).toContain('SUMMARY:Wayfare: Volkswagen Golf\\, Berlin nach Munich');
    expect(ics).toContain('DESCRIPTION:Buchung Nr. 12: Volkswagen Golf');
    expect(ics).toContain('Abholung in Berlin: Europaplatz 1\\, 10557 Berlin');
    expect(ics).toContain('DESCRIPTION:Volkswagen Golf abholen');
  });
});
