import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { blockKit } from '../../test/block-kit';
import { wallClock } from '../../test/booking-kit';
import { carBody } from '../../test/car-bodies';
import { bookUnpaid, createFlatStage } from '../../test/change-kit';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const { postBlock } = blockKit(() => ({ app: t.app, admin }));
const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: { error: string; field?: string }[] }>().errors;

// The cars API answers in the request's language (docs/decisions/019-three-languages.md#api-errors).
describe('the cars API in German and French', () => {
  it('words the car form rules in the request language', async () => {
    const { from } = await createFlatStage(t.app);
    const post = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cars',
        headers: { ...admin.headers, 'accept-language': language },
        payload: { ...carBody(from.id), make: ' ', fuelConsumption: 21 },
      });
    expect(errorsOf(await post('de'))).toEqual([
      { error: 'Bitte geben Sie die Marke ein.', field: 'make' },
      { error: 'Der Kraftstoffverbrauch muss eine positive Zahl von höchstens 20 sein.', field: 'fuelConsumption' },
    ]);
    expect(errorsOf(await post('fr'))).toEqual([
      { error: 'La marque est obligatoire.', field: 'make' },
      { error: 'La consommation de carburant doit être un nombre positif, au maximum 20.', field: 'fuelConsumption' },
    ]);
  });

  it('says a car is not found, and why a search is refused', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/cars/999999',
      headers: { 'accept-language': 'de' },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing)).toEqual([{ error: 'Auto nicht gefunden' }]);

    const { from, to } = await createFlatStage(t.app);
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/cars/availableCars',
      headers: { 'accept-language': 'fr' },
      payload: { fromCity: from.id, toCity: to.id, fromDateTime: wallClock(20, 10), toDateTime: wallClock(19, 10) },
    });
    expect(errorsOf(backwards)).toEqual([
      { error: 'La restitution doit avoir lieu après la prise en charge.', field: 'toDateTime' },
    ]);
  });

  it('names the bookings in a block’s way in the request language, with their numbers', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const customer = await createUser(t.app);
    const bookingId = await bookUnpaid(t.app, customer, car.id, {
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(300, 8),
      end: wallClock(301, 8),
    });
    const block = { startDateTime: wallClock(300, 12), endDateTime: wallClock(302, 8), reason: 'Repair' };
    const inGerman = await t.app.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/blocks`,
      headers: { ...admin.headers, 'accept-language': 'de' },
      payload: block,
    });
    expect(inGerman.statusCode).toBe(409);
    expect(inGerman.json()).toEqual({
      errors: [
        {
          error: `Für das Auto gibt es in diesem Zeitraum Buchungen: #${bookingId}`,
          field: 'startDateTime',
          bookingIds: [bookingId],
        },
      ],
    });
    const inFrench = await t.app.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/blocks`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: block,
    });
    expect(errorsOf(inFrench)[0]?.error).toMatch(
      new RegExp(`^La voiture a des réservations sur cette période\\s: #${bookingId}$`),
    );
    // English stays the specification's sentence.
    expect(errorsOf(await postBlock(car.id, block))[0]?.error).toBe(`Car has bookings in this period: #${bookingId}`);
  });
});
