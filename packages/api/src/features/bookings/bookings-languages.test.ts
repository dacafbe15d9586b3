import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPAID_BOOKINGS } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { bookingBody, createTripStage, wallClock } from '../../test/booking-kit';

/** The bookings' refusals in the request's language (docs/decisions/019-three-languages.md#api-errors). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());

const inLanguage = (user: TestUser, language: string) => ({ ...user.headers, 'accept-language': language });

/** A new car and trip, priced for `user`: a booking nobody else holds. */
async function tripBody(user: TestUser, day: number) {
  const { from, to, car } = await createTripStage(t.app);
  const trip = {
    carId: car.id,
    fromCityId: from.id,
    toCityId: to.id,
    start: wallClock(day, 10),
    end: wallClock(day, 14),
  };
  return bookingBody(t.app, user, trip);
}

describe('a refused booking, in the language the request asks for', () => {
  it('names the unpaid limit, its figure written into the German and the French sentence', async () => {
    const customer = await createUser(t.app);
    for (let i = 0; i < MAX_UNPAID_BOOKINGS; i++) {
      const held = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: customer.headers,
        payload: await tripBody(customer, 10 + i),
      });
      expect(held.statusCode, held.body).toBe(200);
    }
    const body = await tripBody(customer, 20);
    const refused = (language: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings', headers: inLanguage(customer, language), payload: body });

    const german = await refused('de');
    expect(german.statusCode).toBe(409);
    expect(german.json()).toEqual({
      errors: [
        {
          error: `Sie haben bereits ${MAX_UNPAID_BOOKINGS} unbezahlte Buchungen oder Änderungen. Bezahlen oder stornieren Sie zuerst eine davon.`,
        },
      ],
    });
    expect((await refused('fr-FR,fr;q=0.9')).json()).toEqual({
      errors: [
        {
          error: `Vous avez déjà ${MAX_UNPAID_BOOKINGS} réservations ou modifications impayées. Veuillez d’abord en payer ou en annuler une.`,
        },
      ],
    });
    expect((await refused('en')).json()).toEqual({
      errors: [
        { error: `You already have ${MAX_UNPAID_BOOKINGS} unpaid bookings or changes. Pay or cancel one first.` },
      ],
    });
  });

  it('says a schema’s rule on its field in French, and a missing booking in German', async () => {
    const customer = await createUser(t.app);
    const body = { ...(await tripBody(customer, 30)), fromDate: wallClock(31, 10).slice(0, 10) };
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: inLanguage(customer, 'fr'),
      payload: body,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      errors: [
        {
          error: 'La date de prise en charge doit être celle de l’heure de prise en charge.',
          field: 'fromDate',
        },
      ],
    });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/cancel?bookingId=999999',
      headers: inLanguage(customer, 'de'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ error: 'Buchung nicht gefunden' }] });
  });
});
