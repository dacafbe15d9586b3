import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountPlan, Payment } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';

/**
 * Payments, plans and reviews in the request's language (docs/decisions/019-three-languages.md#api-errors): their
 * refusals, and the description a new payment is given, which the checkout page and the payment lists show.
 */

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const inLanguage = (user: TestUser | null, language: string) => ({
  ...(user?.headers ?? {}),
  'accept-language': language,
});
const get = (url: string, user: TestUser | null, language: string) =>
  t.app.inject({ method: 'GET', url, headers: inLanguage(user, language) });
const post = (url: string, payload: object, user: TestUser | null, language: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: inLanguage(user, language) });

const sessionOf = (url: string) => url.split('/checkout/')[1] ?? '';
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Kim Kunde' };

async function createPlan(title: string): Promise<DiscountPlan> {
  const body = { title, description: 'Long trips', remainingUses: 3, discountValue: 15, price: 1326.28 };
  const response = await post('/api/discountPlans', body, admin, 'en');
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DiscountPlan>();
}

/** The description of the checkout a plan's payment link opens, bought in `language`. */
async function planCheckout(plan: DiscountPlan, buyer: TestUser, language: string) {
  const link = await post(
    '/api/payments/create-discount-link',
    { userId: buyer.user.id, discountPlanId: plan.id },
    buyer,
    language,
  );
  expect(link.statusCode, link.body).toBe(200);
  const sessionId = sessionOf(link.json<{ url: string }>().url);
  return { sessionId, session: (await get(`/api/payments/test-checkout/${sessionId}`, null, language)).json() };
}

describe('a plan bought in German', () => {
  it('is described in German, its percentage written with the values the catalogue gives it', async () => {
    const plan = await createPlan('Grand Tour');
    const buyer = await createUser(t.app);
    const { session } = await planCheckout(plan, buyer, 'de');
    expect(session).toMatchObject({ description: 'Rabattplan: Grand Tour (15\u00a0% Rabatt)', amount: 1326.28 });
    // The same plan bought in English keeps the English description, word for word.
    const { session: english } = await planCheckout(plan, await createUser(t.app), 'en');
    expect(english.description).toBe('Discount plan: Grand Tour (15% off)');
  });

  it('refuses a second purchase in German, and in French', async () => {
    const plan = await createPlan('Weekend');
    const buyer = await createUser(t.app);
    const { sessionId } = await planCheckout(plan, buyer, 'de');
    expect((await post(`/api/payments/test-checkout/${sessionId}/pay`, card, null, 'de')).statusCode).toBe(200);
    expect((await get(`/api/payments/success?sessionId=${sessionId}`, buyer, 'de')).json()).toEqual({ paid: true });

    const again = { userId: buyer.user.id, discountPlanId: plan.id };
    const german = await post('/api/payments/create-discount-link', again, buyer, 'de');
    expect(german.statusCode).toBe(409);
    expect(german.json()).toEqual({ errors: [{ error: 'Sie haben diesen Rabattplan bereits gekauft' }] });
    const french = await post('/api/payments/create-discount-link', again, buyer, 'fr');
    expect(french.json()).toEqual({ errors: [{ error: 'Vous avez déjà acheté cette formule de réduction' }] });
  });
});

describe('the discount plan form', () => {
  it('names its limits in German, with the figures the schema checks', async () => {
    const body = { title: 'Zu lang', description: 'x'.repeat(256), remainingUses: 201, discountValue: 15, price: 10 };
    const response = await post('/api/discountPlans', body, admin, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { error: 'Die Beschreibung darf höchstens 255 Zeichen lang sein', field: 'description' },
        {
          error: 'Die verbleibenden Nutzungen müssen eine positive ganze Zahl von höchstens 200 sein',
          field: 'remainingUses',
        },
      ],
    });
  });
});

describe('a booking paid in French', () => {
  it('is described in French on its checkout, which refuses a declined card in French', async () => {
    const from = await createCity(t.app, { name: 'Lyon' });
    const car = await createCar(t.app, { cityId: from.id, make: 'Renault', model: 'Clio' });
    const booking = await createBooking(t.app, { userId: customer.user.id, carId: car.id, status: 'Unpaid' });
    const link = await get(`/api/payments/pay?bookingId=${booking.id}`, customer, 'fr');
    expect(link.statusCode, link.body).toBe(200);
    const sessionId = sessionOf(link.json<{ url: string }>().url);
    const session = await get(`/api/payments/test-checkout/${sessionId}`, null, 'fr');
    expect(session.json().description).toBe(`Réservation #${booking.id} : Renault Clio, Lyon → Lyon`);

    const declined = await post(
      `/api/payments/test-checkout/${sessionId}/pay`,
      { ...card, cardNumber: '4000 0000 0000 0002' },
      null,
      'fr',
    );
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ errors: [{ error: 'Votre carte a été refusée.', field: 'cardNumber' }] });
    const badCvc = await post(`/api/payments/test-checkout/${sessionId}/pay`, { ...card, cvc: '12' }, null, 'de');
    expect(badCvc.json()).toEqual({
      errors: [{ error: 'Geben Sie den 3- oder 4-stelligen Sicherheitscode ein.', field: 'cvc' }],
    });
  });

  it('refuses a booking that is not the payer’s in French', async () => {
    const response = await get('/api/payments/pay?bookingId=99999999', customer, 'fr');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: 'Réservation introuvable' }] });
  });
});

describe('a refund', () => {
  it('is listed in the reader’s language, and in English as it was written', async () => {
    const startAt = new Date(Date.now() + 96 * 3_600_000);
    const endAt = new Date(startAt.getTime() + 48 * 3_600_000);
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Unpaid', startAt, endAt });
    const sessionId = sessionOf((await get(`/api/payments/pay?bookingId=${booking.id}`, customer, 'en')).json().url);
    await post(`/api/payments/test-checkout/${sessionId}/pay`, card, null, 'en');
    expect((await get(`/api/payments/success?sessionId=${sessionId}`, customer, 'en')).json()).toEqual({ paid: true });
    expect((await get(`/api/bookings/cancel?bookingId=${booking.id}`, customer, 'en')).statusCode).toBe(200);

    const refundIn = async (language: string) =>
      (await get('/api/payments', customer, language))
        .json<Payment[]>()
        .find((payment) => payment.kind === 'refund' && payment.description.includes(`${booking.id}`))?.description;
    expect(await refundIn('de')).toBe(`Erstattung für Buchung Nr. ${booking.id}`);
    expect(await refundIn('fr')).toBe(`Remboursement de la réservation n° ${booking.id}`);
    expect(await refundIn('en')).toBe(`Refund for booking #${booking.id}`);
  });
});

describe('a review', () => {
  it('is refused in German when its stars are missing, and in French when its trip is not the writer’s', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const review = { bookingId: booking.id, userId: customer.user.id, text: 'Gut', carSpeed: 4, carCondition: 5 };
    const german = await post('/api/reviews', { ...review, valueForMoney: 0 }, customer, 'de');
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({
      errors: [{ error: 'Bewertungen gehen von 1 bis 5 Sternen', field: 'valueForMoney' }],
    });
    const stranger = await createUser(t.app);
    const french = await post(
      '/api/reviews',
      { ...review, valueForMoney: 3, userId: stranger.user.id },
      stranger,
      'fr',
    );
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ errors: [{ error: 'Réservation introuvable', field: 'bookingId' }] });
  });
});

describe('the payments file', () => {
  it('names its columns, yes and no in German; its cells stay data', async () => {
    await createPlan('Export');
    const plan = await createPlan('Export zwei');
    await planCheckout(plan, await createUser(t.app), 'de');
    const response = await get('/api/payments/export.csv', admin, 'de');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'ID',
      'Art',
      'Beschreibung',
      'Kunde',
      'E-Mail des Kunden',
      'Betrag',
      'bezahlt',
      'bezahlt am',
      'erstellt',
      'Buchungs-ID',
    ]);
    const newest = rows[0];
    expect(newest?.slice(1, 3)).toEqual(['discount_plan', 'Rabattplan: Export zwei (15\u00a0% Rabatt)']);
    expect(newest?.slice(5, 7)).toEqual(['1326.28', 'nein']);
  });
});
