import { wallClockToInstant } from '@wayfare/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const ids: Record<string, number> = {};
let carId: number;

/** A trip in the business time zone (Europe/Berlin in tests). */
const at = (wallClock: string) => wallClockToInstant(wallClock, t.app.config.timezone);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  ann = await createUser(t.app, { name: 'Ann Müller', email: 'ann.mueller@example.com' });
  bob = await createUser(t.app, { name: 'Bob 100%_done\\', email: 'bob@example.org' });
  carId = (await createCar(t.app, { make: 'Škoda', model: 'Octavia Combi', registrationNumber: 'B-WF 100_%' })).id;
  const trip = (start: string, end: string) => ({ startAt: at(start), endAt: at(end) });
  // Ann: a March trip on the shared car, a Canceled April one, and a trip ending at midnight on 10 May.
  ids.annMarch = (
    await createBooking(t.app, { userId: ann.user.id, carId, ...trip('2030-03-01T10:00', '2030-03-03T10:00') })
  ).id;
  ids.annApril = (
    await createBooking(t.app, {
      userId: ann.user.id,
      status: 'Canceled',
      ...trip('2030-04-01T10:00', '2030-04-02T10:00'),
    })
  ).id;
  ids.annMay = (
    await createBooking(t.app, { userId: ann.user.id, ...trip('2030-05-09T12:00', '2030-05-10T00:00') })
  ).id;
  // Bob: one trip on the shared car, late on 31 March (Berlin) — 22:30 UTC, still 31 March in UTC too.
  ids.bobMarch = (
    await createBooking(t.app, { userId: bob.user.id, carId, ...trip('2030-03-31T23:30', '2030-04-01T01:00') })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });
const paged = async (query: string, user: TestUser = admin) => {
  const response = await get(`/api/bookings/paged?${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<Booking[]>().map((b) => b.id);
};
const counted = async (query: string, user: TestUser = admin) =>
  (await get(`/api/bookings/count?${query}`, user)).json<number>();

describe('GET /api/bookings/paged and /count with filters', () => {
  it('without filters answer everything visible, as before', async () => {
    expect(await paged('')).toEqual([ids.bobMarch, ids.annMay, ids.annApril, ids.annMarch]);
    expect(await counted('')).toBe(4);
  });

  it('filter by status, car, customer and days, each and together, /count agreeing', async () => {
    const cases: [string, number[]][] = [
      ['status=Canceled', [ids.annApril!]],
      [`carId=${carId}`, [ids.bobMarch!, ids.annMarch!]],
      ['q=MÜLLER', [ids.annMay!, ids.annApril!, ids.annMarch!]],
      ['q=example.org', [ids.bobMarch!]],
      ['q=nobody', []],
      // The day a trip ends counts; a trip ending at 00:00 on 10 May does not reach 10 May.
      ['from=2030-03-03&to=2030-03-03', [ids.annMarch!]],
      ['from=2030-05-10', []],
      ['from=2030-05-09&to=2030-05-09', [ids.annMay!]],
      // 23:30 on 31 March in Berlin is 31 March, whatever UTC says.
      ['from=2030-03-31&to=2030-03-31', [ids.bobMarch!]],
      ['to=2030-03-02', [ids.annMarch!]],
      ['from=2030-03-04&to=2030-04-30', [ids.bobMarch!, ids.annApril!]],
      [`carId=${carId}&q=ann&status=Paid&from=2030-03-01&to=2030-03-31`, [ids.annMarch!]],
      [`carId=${carId}&status=Canceled`, []],
      // A car by a part of its plate or of "make model", in any case.
      ['car=b-wf', [ids.bobMarch!, ids.annMarch!]],
      ['car=ŠKODA OCT', [ids.bobMarch!, ids.annMarch!]],
      ['car=octavia', [ids.bobMarch!, ids.annMarch!]],
      ['car=golf', [ids.annMay!, ids.annApril!]],
      ['car=oct&q=ann', [ids.annMarch!]],
      [`car=golf&carId=${carId}`, []],
      // Cleared form fields are no filter.
      ['status=&q=&carId=&car=&from=&to=', [ids.bobMarch!, ids.annMay!, ids.annApril!, ids.annMarch!]],
    ];
    for (const [query, expected] of cases) {
      expect(await paged(query), query).toEqual(expected);
      expect(await counted(query), query).toBe(expected.length);
    }
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await paged('q=%25')).toEqual([ids.bobMarch]);
    expect(await paged('q=100%25_')).toEqual([ids.bobMarch]);
    expect(await paged('q=_')).toEqual([ids.bobMarch]);
    expect(await paged(`q=${encodeURIComponent('\\')}`)).toEqual([ids.bobMarch]);
    expect(await paged('q=Ann%25M')).toEqual([]);
    expect(await paged('car=100_%25')).toEqual([ids.bobMarch, ids.annMarch]);
    expect(await paged('car=%25')).toEqual([ids.bobMarch, ids.annMarch]);
    expect(await paged('car=_')).toEqual([ids.bobMarch, ids.annMarch]);
    expect(await paged('car=B%25100')).toEqual([]);
  });

  it('never widens what a customer sees: their own bookings, filtered', async () => {
    expect(await paged('', ann)).toEqual([ids.annMay, ids.annApril, ids.annMarch]);
    expect(await paged(`carId=${carId}`, ann)).toEqual([ids.annMarch]);
    expect(await paged('car=octavia', ann)).toEqual([ids.annMarch]);
    expect(await counted('car=golf', bob)).toBe(0);
    expect(await paged('q=bob', ann)).toEqual([]);
    expect(await counted('q=bob@example.org', ann)).toBe(0);
    expect(await paged('q=ann', bob)).toEqual([]);
    expect(await paged('status=Paid', bob)).toEqual([ids.bobMarch]);
  });

  it('answers hostile or malformed filters with 400, never 500', async () => {
    for (const query of [
      'status=Lost',
      'status=Paid&status=Unpaid',
      'carId=0',
      'carId=abc',
      'carId=99999999999',
      'from=2030-02-30',
      'from=yesterday',
      'to=2030-1-1',
      'from=2030-03-02&to=2030-03-01',
      `q=${'x'.repeat(256)}`,
      `car=${'x'.repeat(256)}`,
      'car=a%00b',
      'q=%00',
      'q=a%00b',
      'page=-1&status=Paid',
    ]) {
      expect((await get(`/api/bookings/paged?${query}`)).statusCode, query).toBe(400);
      if (!query.startsWith('page')) expect((await get(`/api/bookings/count?${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/count?status=Paid' })).statusCode).toBe(401);
  });
});
