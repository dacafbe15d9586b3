import { describe, expect, it } from 'vitest';
import { loadCatalogue, englishOf } from './i18n/translator';
import { bookingsTexts } from './i18n/texts';
import { text } from './i18n/namespace';
import { bookingMessages, tooManyUnpaidText } from './bookings';
import { MAX_UNPAID_BOOKINGS } from './constants';
import { FREE_CANCELLATION_HOURS } from './trips';

describe('the bookings’ texts', () => {
  it('keep the English the API has always answered', () => {
    expect(englishOf(tooManyUnpaidText)).toBe(
      `You already have ${MAX_UNPAID_BOOKINGS} unpaid bookings or changes. Pay or cancel one first.`,
    );
    expect(bookingMessages.startInPast).toBe('The pick-up time must be in the future.');
    expect(englishOf(text(bookingsTexts, 'trips.refundLine', { bookingId: 1234 }))).toBe('Refund for booking #1234');
  });

  it('name the policy’s figures (the catalogue writes the 24 hours out)', () => {
    expect(bookingsTexts.en['trips.lateCancellation']).toContain(` ${FREE_CANCELLATION_HOURS} `);
  });

  it('write the unpaid limit and a booking number in German and French', async () => {
    const catalogue = await loadCatalogue([bookingsTexts]);
    expect(catalogue.write('de', tooManyUnpaidText)).toBe(
      `Sie haben bereits ${MAX_UNPAID_BOOKINGS} unbezahlte Buchungen oder Änderungen. Bezahlen oder stornieren Sie zuerst eine davon.`,
    );
    expect(catalogue.text('fr', bookingsTexts, 'trips.canceledUnpaid', { bookingId: 1234 })).toBe(
      'Réservation n° 1234 annulée. Rien n’a été débité.',
    );
  });
});
