import { describe, expect, it } from 'vitest';
import { bookingCanceledMail, bookingPaidMail, damageChargedMail } from './emails';
import type { BookingDetails, Recipient } from './recipients';

// The e-mails write money and date-times exactly as the web pages do, so a receipt and the booking page agree.
const user: Recipient = {
  id: 7,
  name: 'Cora Customer',
  email: 'cora@example.com',
  bookingsEmails: true,
  damageEmails: true,
  promoEmails: true,
};
const booking: BookingDetails = {
  id: 12,
  make: 'Volkswagen',
  model: 'Golf',
  registrationNumber: 'B-WF 103',
  startCityId: 1,
  endCityId: 2,
  startCity: 'Berlin',
  endCity: 'Munich',
  // 10:00:30 and 12:00 on the Berlin clock (UTC+1 in November).
  startAt: new Date('2026-11-28T09:00:30Z'),
  endAt: new Date('2026-11-30T11:00:00Z'),
  totalPrice: 1326.28,
};

describe('e-mail texts', () => {
  it('write the booking total and its date-times in the product’s one form', () => {
    const mail = bookingPaidMail(user, booking, 'Europe/Berlin');
    expect(mail.text).toContain('Pick-up: Berlin, 2026-11-28 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('Drop-off: Munich, 2026-11-30 12:00 (Europe/Berlin)');
    expect(mail.text).toContain('Total price: 1,326.28 €');
    expect(mail.html).toContain('<td>1,326.28 €</td>');
  });

  it('name the refund and a damage charge with the same form', () => {
    expect(bookingCanceledMail(user, booking, true, 'Europe/Berlin').text).toContain(
      'Your payment of 1,326.28 € will be refunded',
    );
    const charge = damageChargedMail(
      user,
      booking,
      { id: 3, description: 'Found Damage on Bumper', amount: 1050, checkoutUrl: null },
      'Europe/Berlin',
    );
    expect(charge.subject).toBe('Damage charge of 1,050.00 € for booking #12');
    expect(charge.text).toContain('Amount: 1,050.00 €');
  });
});
