import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@wayfare/common/catalogue';
import {
  auctionClaimLapsedMail,
  auctionOutbidMail,
  auctionSecondChanceMail,
  auctionWonMail,
  bookingCanceledMail,
  bookingPaidMail,
  damageChargedMail,
  type MailSettings,
} from './emails';
import type { AuctionDetails, BookingDetails, Recipient } from './recipients';

// The e-mails write money and date-times exactly as the web pages do, so a receipt and the booking page agree.
const user: Recipient = {
  id: 7,
  name: 'Cora Customer',
  email: 'cora@example.com',
  bookingsEmails: true,
  damageEmails: true,
  promoEmails: true,
  language: 'en',
};

let berlin: MailSettings;
beforeAll(async () => {
  berlin = { catalogue: await loadCatalogue(), timeZone: 'Europe/Berlin', origin: undefined };
});
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
  deliveryAddress: null,
  startDepot: 'Europaplatz 1, 10557 Berlin',
  endDepot: 'Bayerstraße 10a, 80335 München',
};

describe('e-mail texts', () => {
  it('write the booking total and its date-times in the product’s one form', () => {
    const mail = bookingPaidMail(user, booking, berlin);
    expect(mail.text).toContain('Pick-up: Berlin, 2026-11-28 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('Drop-off: Munich, 2026-11-30 12:00 (Europe/Berlin)');
    expect(mail.text).toContain('Total price: 1,326.28 €');
    expect(mail.html).toContain('<td>1,326.28 €</td>');
  });

  it('say where the car is collected and returned, each depot linked to a map', () => {
    const mail = bookingPaidMail(user, booking, berlin);
    const berlinMap = 'https://www.openstreetmap.org/search?query=Europaplatz%201%2C%2010557%20Berlin';
    expect(mail.text).toContain(`Pick-up depot: Europaplatz 1, 10557 Berlin (map: ${berlinMap})`);
    expect(mail.text).toContain('Drop-off depot: Bayerstraße 10a, 80335 München (map: https://www.openstreetmap.org/');
    expect(mail.html).toContain(`<td><a href="${berlinMap}">Europaplatz 1, 10557 Berlin</a></td>`);

    // A delivered car is collected at the customer's address, not at the depot.
    const delivered = bookingPaidMail(user, { ...booking, deliveryAddress: 'Leopoldstraße 1, Munich' }, berlin);
    expect(delivered.text).toContain('Delivery address: Leopoldstraße 1, Munich (map: https://www.openstreetmap.org/');
    expect(delivered.text).not.toContain('Pick-up depot');
    expect(delivered.text).toContain('Drop-off depot: Bayerstraße 10a');

    // An address an admin typed with markup stays text, in the link and in its label.
    const marked = bookingPaidMail(user, { ...booking, startDepot: '"><img src=x onerror=alert(1)>' }, berlin);
    expect(marked.html).not.toContain('<img');
    expect(marked.html).toContain('&lt;img src=x onerror=alert(1)&gt;</a>');
  });

  it('name the refund and a damage charge with the same form', () => {
    expect(bookingCanceledMail(user, booking, true, berlin, 1326.28).text).toContain(
      '1,326.28 € of your payment will be refunded',
    );
    const charge = damageChargedMail(
      user,
      booking,
      { id: 3, description: 'Found Damage on Bumper', amount: 1050, checkoutUrl: null },
      berlin,
    );
    expect(charge.subject).toBe('Damage charge of 1,050.00 € for booking #12');
    expect(charge.text).toContain('Amount: 1,050.00 €');
  });
});

const auction: AuctionDetails = {
  id: 31,
  description: 'Porsche 911 for a weekend',
  winningAmount: 1326.28,
  // 12:00 on the Berlin clock (UTC+1 in November).
  claimDeadlineAt: new Date('2026-11-30T11:00:00Z'),
  make: 'Porsche',
  model: '911',
  registrationNumber: 'B-WF 911',
};
const links = (): MailSettings => ({ ...berlin, origin: 'https://rent.example.com' });

describe('auction e-mail texts', () => {
  it('tell the winner the claim deadline and link the claim page', () => {
    const mail = auctionWonMail(user, auction, links());
    expect(mail.subject).toBe('You won auction #31');
    expect(mail.text).toContain('Winning bid: 1,326.28 €');
    expect(mail.text).toContain('Claim by: 2026-11-30 12:00 (Europe/Berlin)');
    expect(mail.text).toContain('https://rent.example.com/claim-auction?auctionId=31');
  });

  it('name the new highest bid in the outbid alert, with the auction page a path when there is no public origin', () => {
    const mail = auctionOutbidMail(user, auction, 1450, berlin);
    expect(mail.subject).toBe('You have been outbid on auction #31');
    expect(mail.text).toContain('Another bidder now leads "Porsche 911 for a weekend" with 1,450.00 €.');
    expect(mail.text).toContain('Highest bid: 1,450.00 €');
    expect(mail.text).toContain(' /auction?auctionId=31');
  });

  it('say a claim expired, and offer the second chance at the bidder’s own bid with its deadline', () => {
    const lapsed = auctionClaimLapsedMail(user, auction, new Date('2026-12-30T11:01:00Z'), berlin);
    expect(lapsed.subject).toBe('Your claim on auction #31 has expired');
    expect(lapsed.text).toContain('The 48 hours to claim the Porsche 911');
    // The winner at the close is barred from bidding (docs/product/auctions.md#winning-is-binding).
    expect(lapsed.text).toContain('you cannot bid on any auction until 2026-12-30 12:01 (Europe/Berlin).');
    expect(lapsed.text).toContain('Bidding barred until: 2026-12-30 12:01 (Europe/Berlin)');
    const secondChanceLapsed = auctionClaimLapsedMail(user, auction, null, berlin);
    expect(secondChanceLapsed.text).not.toContain('cannot bid');

    const offer = auctionSecondChanceMail(user, auction, 1200.5, links());
    expect(offer.subject).toBe('Second chance: the car of auction #31 is yours at 1,200.50 €');
    expect(offer.text).toContain('at your own highest bid of 1,200.50 €');
    expect(offer.text).toContain('Your price: 1,200.50 €');
    expect(offer.text).toContain('Claim by: 2026-11-30 12:00 (Europe/Berlin)');
    expect(offer.text).toContain('https://rent.example.com/claim-auction?auctionId=31');
    expect(offer.html).toContain('<td>2026-11-30 12:00 (Europe/Berlin)</td>');
  });
});

describe('e-mails in the recipient’s language', () => {
  it('write a German customer’s booking in German: words, money, date-times and the sign-off', () => {
    const mail = bookingPaidMail({ ...user, language: 'de' }, booking, berlin);
    expect(mail.subject).toBe('Ihre Buchung #12 ist bestätigt');
    expect(mail.text).toMatch(/^Hallo Cora Customer,\n\nVielen Dank für Ihre Zahlung\. /);
    expect(mail.text).toContain('Abholung: Berlin, 28.11.2026, 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('Abholstation: Europaplatz 1, 10557 Berlin (Karte: https://www.openstreetmap.org/');
    expect(mail.text).toContain('Gesamtpreis: 1.326,28\u00a0€');
    expect(mail.text).toContain('Mit freundlichen Grüßen\nIhr Wayfare-Team');
    expect(mail.html).toContain('<p>Hallo Cora Customer,</p>');
    expect(mail.html).toContain('<td>1.326,28\u00a0€</td>');
    expect(mail.text).not.toMatch(/Hello|Total price|Kind regards/);
  });

  it('name a German refund with its amount in the German form', () => {
    const mail = bookingCanceledMail({ ...user, language: 'de' }, booking, true, berlin, 1326.28);
    expect(mail.subject).toBe('Ihre Buchung #12 wurde storniert');
    expect(mail.text).toContain('1.326,28\u00a0€ Ihrer Zahlung werden auf die Karte erstattet');
  });

  it('write a French winner’s e-mail in French, its claim link opening the site in French', () => {
    const mail = auctionWonMail({ ...user, language: 'fr' }, auction, links());
    expect(mail.subject).toBe('Vous avez remporté l’enchère #31');
    expect(mail.text).toMatch(/^Bonjour Cora Customer,/);
    expect(mail.text).toContain('Félicitations : votre offre a remporté « Porsche 911 for a weekend ».');
    expect(mail.text).toContain('Offre gagnante : 1\u202f326,28\u00a0€');
    expect(mail.text).toContain('À réclamer avant le : 30/11/2026 12:00 (Europe/Berlin)');
    expect(mail.text).toContain('https://rent.example.com/claim-auction?auctionId=31&lang=fr');
    // An English recipient's link stays as it always was.
    expect(auctionWonMail(user, auction, links()).text).toContain('/claim-auction?auctionId=31\n');
  });
});
