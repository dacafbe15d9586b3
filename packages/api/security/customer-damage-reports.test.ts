import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type DamageType, type Payment } from '@wayfare/common';
import { payments } from '../src/db/schema';
import { seedDamageTypes } from '../src/seed/damage-types';
import { createTestApp, type TestApp } from '../src/test/app';
import { createBooking, type TestUser } from '../src/test/factories';
import { expectErrorBody } from './support/http';
import { createWorld, snapshot, type World } from './support/world';

/**
 * Customers report damage on their own finished trips, and the server prices the report. Customer A tries to make
 * B pay, to pay less than the damage costs, to charge with damage that does not exist and to be charged twice:
 * every refused attempt leaves the database exactly as it was, and every charge made is the server's own amount.
 */

let t: TestApp;
let w: World;
/** The seeded catalogue by name: Scratch 80, Dent 150, Cracked windscreen 300, Bumper damage 250… */
let damage: Record<string, DamageType>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t.app);
  await seedDamageTypes(t.db);
  const types = (await t.app.inject({ method: 'GET', url: '/api/bookings/damages', headers: w.a.headers })).json<
    DamageType[]
  >();
  damage = Object.fromEntries(types.map((type) => [type.name, type]));
});
afterAll(() => t.close());

const report = (payload: unknown, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/create-request',
    headers: user.headers,
    payload: payload as object,
  });
const idsOf = (...names: string[]) => names.map((name) => damage[name]!.id);
const finishedTripOf = (user: TestUser, coverage = 0) =>
  createBooking(t.app, { userId: user.user.id, status: 'Finished', coverage });
const chargesOf = (bookingId: number) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));

async function expectUnchanged(
  attempts: Array<() => Promise<Awaited<ReturnType<typeof report>>>>,
  status: number,
  message?: string,
) {
  const before = await snapshot(t.app);
  for (const attempt of attempts) {
    const response = await attempt();
    expectErrorBody(response, status);
    if (message) expect(response.json<{ errors: Array<{ error: string }> }>().errors[0]?.error).toBe(message);
  }
  expect(await snapshot(t.app)).toBe(before);
}

describe('customer damage reports', () => {
  it("A cannot report damage on B's trips, in A's name or in B's (403, nothing stored)", async () => {
    const body = (bookingId: number, userId: number) => ({
      description: 'Found Damage on Dent',
      totalCost: 150,
      userId,
      bookingId,
      damageTypeIds: idsOf('Dent'),
    });
    await expectUnchanged(
      [
        () => report(body(w.finishedBookingB, w.a.user.id), w.a),
        () => report(body(w.finishedBookingB, w.b.user.id), w.a),
        () => report(body(w.paidBookingB, w.b.user.id), w.a),
        // Without ids too: the description path checks the owner just the same.
        () =>
          report(
            { description: 'Found Damage on Dent', totalCost: 150, userId: w.b.user.id, bookingId: w.finishedBookingB },
            w.a,
          ),
        // A booking that does not exist answers like B's, so A learns nothing from ids.
        () => report(body(2_147_483_647, w.a.user.id), w.a),
      ],
      403,
      paymentMessages.damageNotYourBooking,
    );
  });

  it("a forged userId on A's own trip does not put the charge on B (403, nothing stored)", async () => {
    const trip = await finishedTripOf(w.a);
    await expectUnchanged(
      [
        () =>
          report(
            {
              description: 'Found Damage on Dent',
              totalCost: 150,
              userId: w.b.user.id,
              bookingId: trip.id,
              damageTypeIds: idsOf('Dent'),
            },
            w.a,
          ),
      ],
      403,
      paymentMessages.damageNotYourBooking,
    );
    // The admin's "userId must own the booking" rule does not become a way around it either.
    expect(await chargesOf(trip.id)).toEqual([]);
  });

  it('a tampered totalCost changes nothing: the charge is the damage types after the coverage', async () => {
    const full = await finishedTripOf(w.a, 0);
    const top = await finishedTripOf(w.a, 1);
    const premium = await finishedTripOf(w.a, 2);
    const names = ['Cracked windscreen', 'Bumper damage', 'Scratch']; // 300 + 250 + 80

    const cheap = await report(
      {
        description: 'Found Damage on a speck',
        totalCost: 0.01,
        userId: w.a.user.id,
        bookingId: full.id,
        damageTypeIds: idsOf(...names),
      },
      w.a,
    );
    expect(cheap.statusCode, cheap.body).toBe(201);
    expect(cheap.json<Payment>()).toMatchObject({
      amount: 630,
      description: 'Found Damage on Cracked windscreen, Bumper damage, Scratch',
      user: { id: w.a.user.id },
    });

    const halved = await report(
      {
        description: 'Found Damage on Scratch',
        totalCost: 99_999_999,
        userId: w.a.user.id,
        bookingId: top.id,
        damageTypeIds: idsOf(...names),
      },
      w.a,
    );
    expect(halved.statusCode, halved.body).toBe(201);
    expect(halved.json<Payment>().amount).toBe(315);

    // Premium pays nothing, however much the body asks for: 204 and no payment row.
    const before = await snapshot(t.app);
    const none = await report(
      {
        description: 'Found Damage on Dent',
        totalCost: 5000,
        userId: w.a.user.id,
        bookingId: premium.id,
        damageTypeIds: idsOf(...names),
      },
      w.a,
    );
    expect(none.statusCode, none.body).toBe(204);
    expect(await snapshot(t.app)).toBe(before);

    // The checkout the customer is sent to asks for the server's amount too.
    const [stored] = await chargesOf(full.id);
    expect(stored?.amount).toBe(630);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${stored?.providerSessionId}`,
    });
    expect(session.json<{ amount: number }>().amount).toBe(630);
  });

  it('damage that is not in the catalogue cannot be charged (400, nothing stored)', async () => {
    const trip = await finishedTripOf(w.a);
    const base = { description: 'Found Damage on Dent', totalCost: 150, userId: w.a.user.id, bookingId: trip.id };
    const dent = damage['Dent']!.id;
    const badIds: unknown[] = [
      [2_147_483_647],
      [dent, 2_147_483_647],
      [0],
      [-dent],
      [dent + 0.5],
      [2_147_483_648],
      [1e10],
      [String(dent)],
      [null],
      [{ id: dent }],
      [],
      [dent, dent],
      Array.from({ length: 51 }, () => dent),
      'Dent',
      { 0: dent },
    ];
    await expectUnchanged(
      [
        ...badIds.map((damageTypeIds) => () => report({ ...base, damageTypeIds }, w.a)),
        // Without ids, a description the catalogue cannot read is not a way to name a price either.
        () => report({ ...base, description: 'Found Damage on Dent (only a little), worth 1 €' }, w.a),
        () => report({ ...base, description: 'Found Damage on Dent, dent' }, w.a),
        () => report({ ...base, description: "Found Damage on Dent' OR 1=1 --" }, w.a),
      ],
      400,
    );
  });

  it('a replayed report charges once, sent again later or twenty times at once (409 for the rest)', async () => {
    const trip = await finishedTripOf(w.a);
    const body = {
      description: 'Found Damage on Dent',
      totalCost: 150,
      userId: w.a.user.id,
      bookingId: trip.id,
      damageTypeIds: idsOf('Dent'),
    };
    const first = await report(body, w.a);
    expect(first.statusCode, first.body).toBe(201);
    await expectUnchanged(
      [
        () => report(body, w.a),
        // The same damage under other names, or other damage, is still a second charge on the same trip.
        () => report({ ...body, damageTypeIds: undefined }, w.a),
        () => report({ ...body, damageTypeIds: idsOf('Scratch') }, w.a),
      ],
      409,
      paymentMessages.damageAlreadyReported,
    );

    const burst = await finishedTripOf(w.a);
    const answers = await Promise.all(Array.from({ length: 20 }, () => report({ ...body, bookingId: burst.id }, w.a)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await chargesOf(burst.id)).toHaveLength(1);
  });

  it('trips that are not over cannot be reported by their customer (409, nothing stored)', async () => {
    const trips = await Promise.all(
      (['Unpaid', 'Paid', 'Active', 'Canceled'] as const).map((status) =>
        createBooking(t.app, { userId: w.a.user.id, status }),
      ),
    );
    await expectUnchanged(
      trips.map(
        (trip) => () =>
          report(
            {
              description: 'Found Damage on Dent',
              totalCost: 150,
              userId: w.a.user.id,
              bookingId: trip.id,
              damageTypeIds: idsOf('Dent'),
            },
            w.a,
          ),
      ),
      409,
      paymentMessages.damageBookingStatus,
    );
  });

  it("the administrator still files on B's trip at the amount they set, after B reported it too", async () => {
    const trip = await finishedTripOf(w.b);
    const own = await report(
      {
        description: 'Found Damage on Scratch',
        totalCost: 1,
        userId: w.b.user.id,
        bookingId: trip.id,
        damageTypeIds: idsOf('Scratch'),
      },
      w.b,
    );
    expect(own.json<Payment>().amount).toBe(80);
    const filed = await report(
      { description: 'Found Damage on the roof lining', totalCost: 412.5, userId: w.b.user.id, bookingId: trip.id },
      w.admin,
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<Payment>()).toMatchObject({ amount: 412.5, user: { id: w.b.user.id } });
    expect((await chargesOf(trip.id)).map((row) => row.amount)).toEqual([80, 412.5]);
  });
});
