import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type DamageType, type Payment } from '@wayfare/common';
import { payments } from '../../db/schema';
import { seedDamageTypes } from '../../seed/damage-types';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
/** The seeded catalogue by name: Scratch 80, Dent 150, Flat tyre 90, Interior stain 60… */
let damage: Record<string, DamageType>;
const charged: DomainEvents['damageCharged'][] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app, { name: 'Dora Dent' });
  t.app.events.subscribe('damageCharged', (event) => {
    charged.push(event);
  });
  await seedDamageTypes(t.db);
  const types = (await t.app.inject({ method: 'GET', url: '/api/bookings/damages', headers: customer.headers })).json<
    DamageType[]
  >();
  damage = Object.fromEntries(types.map((type) => [type.name, type]));
});
afterAll(() => t.close());

const request = (payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/payments/create-request', payload, headers: user?.headers ?? {} });
const firstError = (body: string) => (JSON.parse(body) as { errors: Array<{ error: string }> }).errors[0]?.error;

describe('POST /api/payments/create-request', () => {
  it('charges a finished trip, with its own checkout link, and publishes damageCharged', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const response = await request({
      description: 'Found Damage on: Front bumper, Left mirror',
      totalCost: 150.005,
      userId: customer.user.id,
      bookingId: booking.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toEqual({
      id: expect.any(Number),
      description: 'Found Damage on: Front bumper, Left mirror',
      createdOn: expect.any(String),
      amount: 150.01,
      user: { id: customer.user.id, name: 'Dora Dent' },
      paid: false,
      stripeLink: expect.stringMatching(/^http:\/\/shop\.test\/checkout\/tcs_/),
      kind: 'damage_charge',
    });
    expect(charged.at(-1)).toEqual({
      paymentId: payment.id,
      bookingId: booking.id,
      userId: customer.user.id,
      amount: 150.01,
    });
    const session = payment.stripeLink?.split('/checkout/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${session}` });
    expect(page.json().cancelUrl).toContain(
      `paymentType=damage_charge&responseType=cancel&sessionId=${session}&entityId=${payment.id}`,
    );
  });

  it('checks the description, the amount, the owner and the booking status', async () => {
    const finished = await createBooking(t.app, { userId: customer.user.id, status: 'Rated' });
    const valid = {
      description: 'Found Damage on: Roof',
      totalCost: 40,
      userId: customer.user.id,
      bookingId: finished.id,
    };

    const badText = await request({ ...valid, description: 'Scratch' });
    expect(badText.statusCode).toBe(400);
    expect(firstError(badText.body)).toBe(paymentMessages.damageDescription);
    for (const totalCost of [0, -5, 0.001]) {
      const response = await request({ ...valid, totalCost });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toBe(paymentMessages.damageTotalCost);
    }
    const stranger = await createUser(t.app);
    const mismatch = await request({ ...valid, userId: stranger.user.id });
    expect(mismatch.statusCode).toBe(400);
    expect(firstError(mismatch.body)).toBe(paymentMessages.damageBookingMismatch);
    const upcoming = await createBooking(t.app, { userId: customer.user.id, status: 'Paid' });
    const notFinished = await request({ ...valid, bookingId: upcoming.id });
    expect(notFinished.statusCode).toBe(409);
    expect(firstError(notFinished.body)).toBe(paymentMessages.damageBookingStatus);
    expect((await request({ ...valid, bookingId: 99999999 })).statusCode).toBe(404);
    expect((await request(valid)).statusCode).toBe(201);
  });

  it('needs a token (auth before validation)', async () => {
    expect((await request({}, null)).statusCode).toBe(401);
  });

  it("lets an administrator file on any customer's trip at the amount given, also when damage types are named", async () => {
    const other = await createUser(t.app);
    const booking = await createBooking(t.app, { userId: other.user.id, status: 'Finished', coverage: 2 });
    const response = await request({
      description: 'Found Damage on Dent',
      totalCost: 42.5,
      userId: other.user.id,
      bookingId: booking.id,
      damageTypeIds: [damage['Dent']!.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Payment>()).toMatchObject({
      amount: 42.5,
      description: 'Found Damage on Dent',
      user: { id: other.user.id },
    });
    const unknown = await request({
      description: 'Found Damage on Dent',
      totalCost: 10,
      userId: other.user.id,
      bookingId: booking.id,
      damageTypeIds: [99999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown.body)).toBe(paymentMessages.damageTypeUnknown);
  });
});

describe('a customer reporting damage on their own trip', () => {
  const chargesOf = async (bookingId: number) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const report = (bookingId: number, extra: object = {}, user: TestUser = customer) =>
    request(
      { description: 'Found Damage on Dent, Scratch', totalCost: 0.5, userId: user.user.id, bookingId, ...extra },
      user,
    );

  it("is charged the server's amount — the damage types after No coverage — whatever totalCost says", async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished', coverage: 0 });
    const response = await report(booking.id, {
      damageTypeIds: [damage['Dent']!.id, damage['Scratch']!.id],
      totalCost: 0.5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toMatchObject({
      amount: 230,
      description: 'Found Damage on Dent, Scratch',
      user: { id: customer.user.id },
      paid: false,
    });
    expect(payment.stripeLink).toMatch(/^http:\/\/shop\.test\/checkout\/tcs_/);
    expect(charged.at(-1)).toEqual({
      paymentId: payment.id,
      bookingId: booking.id,
      userId: customer.user.id,
      amount: 230,
    });
    expect(await chargesOf(booking.id)).toHaveLength(1);
  });

  it('pays half with Top coverage on a Rated trip, and the stored text names what was charged', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Rated', coverage: 1 });
    const response = await report(booking.id, {
      damageTypeIds: [damage['Flat tyre']!.id, damage['Interior stain']!.id],
      description: 'Found Damage on nothing much',
      totalCost: 9999,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Payment>()).toMatchObject({
      amount: 75,
      description: 'Found Damage on Flat tyre, Interior stain',
    });
  });

  it('reads the damage types from the description when a client sends no ids', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const response = await report(booking.id, {
      description: 'Found Damage on Cracked windscreen, flat TYRE',
      totalCost: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Payment>()).toMatchObject({
      amount: 390,
      description: 'Found Damage on Cracked windscreen, Flat tyre',
    });

    // Free text the catalogue cannot price is refused, and nothing is stored.
    const other = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    for (const description of ['Found Damage on the roof', 'Found Damage on', 'Found Damage on Dent, Dent']) {
      const refused = await report(other.id, { description });
      expect(refused.statusCode, description).toBe(400);
      expect(firstError(refused.body)).toBe(paymentMessages.damageTypeUnknown);
    }
    expect(await chargesOf(other.id)).toHaveLength(0);
  });

  it('makes no charge with Premium coverage: 204, nothing stored, no e-mail event', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished', coverage: 2 });
    const events = charged.length;
    const response = await report(booking.id, { damageTypeIds: [damage['Cracked windscreen']!.id], totalCost: 300 });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await chargesOf(booking.id)).toHaveLength(0);
    expect(charged.length).toBe(events);
  });

  it("is refused on another customer's booking (403) and nothing is stored", async () => {
    const other = await createUser(t.app);
    const theirs = await createBooking(t.app, { userId: other.user.id, status: 'Finished' });
    const ids = { damageTypeIds: [damage['Dent']!.id] };
    for (const attempt of [report(theirs.id, ids), report(theirs.id, { ...ids, userId: other.user.id })]) {
      const response = await attempt;
      expect(response.statusCode, response.body).toBe(403);
      expect(firstError(response.body)).toBe(paymentMessages.damageNotYourBooking);
    }
    // A missing booking answers the same, so ids tell nothing.
    expect((await report(99999999, ids)).statusCode).toBe(403);
    expect(await chargesOf(theirs.id)).toHaveLength(0);
  });

  it('is refused for trips that are not over (Unpaid, Paid, Active, Canceled): 409', async () => {
    for (const status of ['Unpaid', 'Paid', 'Active', 'Canceled'] as const) {
      const booking = await createBooking(t.app, { userId: customer.user.id, status });
      const response = await report(booking.id, { damageTypeIds: [damage['Dent']!.id] });
      expect(response.statusCode, status).toBe(409);
      expect(firstError(response.body)).toBe(paymentMessages.damageBookingStatus);
      expect(await chargesOf(booking.id)).toHaveLength(0);
    }
  });

  it('refuses unknown or repeated damage type ids (400)', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const dent = damage['Dent']!.id;
    const cases: Array<[unknown, string]> = [
      [[99999999], paymentMessages.damageTypeUnknown],
      [[dent, 99999999], paymentMessages.damageTypeUnknown],
      [[], paymentMessages.damageTypeUnknown],
      [[dent, dent], paymentMessages.damageTypeRepeated],
      [['1'], paymentMessages.damageTypeUnknown],
    ];
    for (const [damageTypeIds, message] of cases) {
      const response = await report(booking.id, { damageTypeIds });
      expect(response.statusCode, JSON.stringify(damageTypeIds)).toBe(400);
      expect(firstError(response.body)).toBe(message);
    }
    expect(await chargesOf(booking.id)).toHaveLength(0);
  });

  it('charges a trip once: a second report, or five sent at once, make one charge (409 for the others)', async () => {
    const booking = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const body = { damageTypeIds: [damage['Scratch']!.id] };
    expect((await report(booking.id, body)).statusCode).toBe(201);
    const again = await report(booking.id, body);
    expect(again.statusCode).toBe(409);
    expect(firstError(again.body)).toBe(paymentMessages.damageAlreadyReported);

    const parallel = await createBooking(t.app, { userId: customer.user.id, status: 'Finished' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(parallel.id, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await chargesOf(parallel.id)).toHaveLength(1);
  });
});
