import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { carBody } from '../src/test/car-bodies';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../src/test/factories';

/**
 * SQL and HTML/script payloads in free-text fields: stored verbatim, read back as JSON text under a CSP that forbids
 * inline scripts — never interpreted, never breaking a query.
 */

const PAYLOADS = [
  `'); DROP TABLE users;--`,
  `' OR '1'='1`,
  `1; SELECT pg_sleep(5)--`,
  `<script>alert(document.cookie)</script>`,
  `<img src=x onerror=alert(1)>`,
  `"><svg onload=alert(1)>`,
  `{{constructor.constructor('alert(1)')()}}`,
  `\${7*7} #{7*7} %s %n`,
];

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let usersBefore: number | undefined;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createAdmin(t.app);
  usersBefore = await countUsers();
});
afterAll(() => t.close());

const countUsers = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;

function expectHarmlessJson(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // The policy for scripts: script-src, or default-src where there is none (an API answer has only that: 'none').
  const csp = String(response.headers['content-security-policy']);
  const scriptSrc = (/script-src ([^;]*)/.exec(csp) ?? /default-src ([^;]*)/.exec(csp))?.[1] ?? '';
  expect(scriptSrc).not.toBe('');
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe.each(PAYLOADS.map((payload) => [payload]))('the payload %s', (payload) => {
  it('in a support message: stored and read back verbatim', async () => {
    const created = await inject('POST', '/api/messages', customer.headers, { messageContent: payload });
    expect(created.statusCode, created.body).toBe(201);
    const list = await inject('GET', '/api/messages', customer.headers);
    expectHarmlessJson(list);
    expect(list.json<Array<{ messageContent: string }>>().map((m) => m.messageContent)).toContain(payload);
  });

  it('in a review: stored and read back verbatim', async () => {
    const car = await createCar(t.app);
    const booking = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      status: 'Finished',
      startAt: new Date(Date.now() - 9 * 86_400_000),
    });
    const body = {
      valueForMoney: 3,
      carSpeed: 3,
      carCondition: 3,
      text: payload,
      bookingId: booking.id,
      userId: customer.user.id,
    };
    const created = await inject('POST', '/api/reviews', customer.headers, body);
    expect(created.statusCode, created.body).toBe(201);
    const list = await inject('GET', `/api/reviews?carId=${car.id}`, {});
    expectHarmlessJson(list);
    expect(list.json<Array<{ text: string }>>().map((r) => r.text)).toEqual([payload]);
  });

  it('as a car make: stored and read back verbatim', async () => {
    const city = await createCity(t.app);
    const created = await inject('POST', '/api/cars', admin.headers, carBody(city.id, { make: payload.slice(0, 60) }));
    expect(created.statusCode, created.body).toBe(201);
    const read = await inject('GET', `/api/cars/${created.json<{ id: number }>().id}`, {});
    expectHarmlessJson(read);
    expect(read.json<{ make: string }>().make).toBe(payload.slice(0, 60));
  });

  it('as an auction description: stored and read back verbatim', async () => {
    const car = await createCar(t.app, { isExclusive: true });
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await inject('POST', '/api/auctions', admin.headers, {
      description: payload,
      minBidAmount: 100,
      endDateTime: `${end}T12:00:00`,
      car: car.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await inject('GET', `/api/auctions/${created.json<{ id: number }>().id}`, customer.headers);
    expectHarmlessJson(read);
    expect(read.json<{ description: string }>().description).toBe(payload);
  });
});

describe('after all of them', () => {
  it('no table was dropped or emptied', async () => {
    expect(await countUsers()).toBe(usersBefore);
  });

  it('a city named with markup is escaped inside the SVG maps', async () => {
    const created = await inject('POST', '/api/cities', admin.headers, {
      name: '<script>alert(1)</script>',
      lat: 48.1,
      lon: 11.6,
      depoAddress: '<img src=x onerror=alert(1)>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = await createCity(t.app, { lat: 52.5, lon: 13.4 });
    const svg = await inject('GET', `/api/maps/route.svg?from=${created.json<{ id: number }>().id}&to=${other.id}`, {});
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).not.toContain('<script');
    expect(svg.body).toContain('&lt;script&gt;');
  });

  it('search input with SQL is just text', async () => {
    const response = await inject(
      'GET',
      `/api/cities/lookupCity?cityName=${encodeURIComponent(`' OR '1'='1`)}`,
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
