import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages as messagesTable, users } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { carBody } from '../src/test/car-bodies';
import { createAdmin, createAuction, createCar, createCity, createUser, type TestUser } from '../src/test/factories';
import { expectErrorBody, expectNoServerError } from './support/http';

/** Malformed, oversized and hostile request bodies: 4xx with the error body, nothing stored. */

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: string | object, headers: Record<string, string> = customer.headers) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const storedMessages = async () => (await t.db.select({ n: count() }).from(messagesTable))[0]?.n;
const MB = 1024 * 1024;

describe('deeply nested JSON', () => {
  it.each([
    ['10 000 nested arrays in a text field', `{"messageContent":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
    ['10 000 nested objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    [
      '200 000 nested arrays (just under the body limit)',
      `{"messageContent":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
    ],
    ['10 000 unclosed arrays', `{"messageContent":${'['.repeat(10_000)}}`],
  ])('%s → 400, nothing stored, the server still answers', async (_name, body) => {
    const before = await storedMessages();
    expectErrorBody(await post('/api/messages', body), 400);
    expectErrorBody(await post('/api/auth/login', body, {}), 400);
    expect(await storedMessages()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('oversized bodies', () => {
  it('a body over 1 MB → 413 with the error body, on a guarded and on a public route', async () => {
    const huge = JSON.stringify({ messageContent: 'x'.repeat(2 * MB + 10) });
    expectErrorBody(await post('/api/messages', huge), 413);
    expectErrorBody(
      await post('/api/auth/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * MB) }), {}),
      413,
    );
  });

  it('a 2 MB string where a short one is expected, on a route that allows big bodies (car photos) → 400', async () => {
    const city = await createCity(t.app);
    const response = await post('/api/cars', carBody(city.id, { make: 'M'.repeat(2 * MB + 10) }), admin.headers);
    expectErrorBody(response, 400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'make' }] });
  });

  it('a long string under the body limit → 400 for the field', async () => {
    const response = await post('/api/messages', { messageContent: 'x'.repeat(900_000) });
    expectErrorBody(response, 400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'messageContent' }] });
  });
});

describe('wrong types and odd numbers', () => {
  it.each([123, null, true, [], {}, ['a'], { $ne: null }])('messageContent = %j → 400', async (value) => {
    const before = await storedMessages();
    expectErrorBody(await post('/api/messages', { messageContent: value }), 400);
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['a number as a string', '{"bidAmount":"150"}'],
    ['exponent string', '{"bidAmount":"1e3"}'],
    ['"NaN"', '{"bidAmount":"NaN"}'],
    ['"Infinity"', '{"bidAmount":"Infinity"}'],
    ['1e400 (parses to Infinity)', '{"bidAmount":1e400}'],
    ['1e308', '{"bidAmount":1e308}'],
    ['negative', '{"bidAmount":-150}'],
    ['zero', '{"bidAmount":0}'],
    ['a tenth of a cent', '{"bidAmount":150.001}'],
    ['an array', '{"bidAmount":[150]}'],
    ['an object', '{"bidAmount":{"valueOf":150}}'],
  ])('bidAmount as %s → 400, no bid', async (_name, body) => {
    const auction = await createAuction(t.app);
    const response = await post(`/api/auctions/${auction.id}/bids`, body);
    expectErrorBody(response, 400);
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: customer.headers });
    expect(read.json<{ bids: unknown[] }>().bids).toEqual([]);
  });

  it.each([
    ['a number as a string', '{"bidAmount":150,"maxAmount":"900"}'],
    ['1e400 (parses to Infinity)', '{"bidAmount":150,"maxAmount":1e400}'],
    ['above the largest amount', '{"bidAmount":150,"maxAmount":100000000}'],
    ['negative', '{"bidAmount":150,"maxAmount":-900}'],
    ['a tenth of a cent', '{"bidAmount":150,"maxAmount":900.001}'],
    ['below the bid', '{"bidAmount":150,"maxAmount":149.99}'],
    ['null', '{"bidAmount":150,"maxAmount":null}'],
  ])('maxAmount as %s → 400, no bid and no maximum', async (_name, body) => {
    const auction = await createAuction(t.app);
    expectErrorBody(await post(`/api/auctions/${auction.id}/bids`, body), 400);
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: customer.headers });
    expect(read.json<{ bids: unknown[]; myMaxAmount: unknown }>()).toMatchObject({ bids: [], myMaxAmount: null });
  });

  it.each(['NaN', 'Infinity', '-1', '1e20', '99999999999999999999', '0x10', '1.5', '', '%00', "1'%20OR%201=1"])(
    'a page of %j → never 5xx (400, or a lenient but harmless reading such as 0x10 = 16)',
    async (page) => {
      expectNoServerError(await t.app.inject({ method: 'GET', url: `/api/cars/paged?page=${page}` }));
    },
  );

  it.each([
    '99999999999',
    '2147483648',
    '-1',
    '0',
    '1.5',
    'NaN',
    '1e3',
    "1'%20OR%20'1'='1",
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
  ])('a path id of %j → 400 or 404, never 5xx', async (id) => {
    for (const url of [`/api/cars/${id}`, `/api/cities/${id}`, `/api/cars/photos/${id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], `${url}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expectErrorBody(response, response.statusCode);
    }
  });

  it('ids beyond PostgreSQL integer range in bodies → 400, not a database error', async () => {
    const response = await post('/api/bookings/calculate-cost', { carId: 99_999_999_999, fromCityId: 1, toCityId: 2 });
    expect(response.statusCode, response.body).toBe(400);
    expectErrorBody(response, 400);
  });
});

describe('bodies that try to set what they must not', () => {
  it('unknown fields of a support message are ignored: author, answer and id stay the server’s', async () => {
    const other = await createUser(t.app);
    const response = await post('/api/messages', {
      messageContent: 'a question',
      userId: other.user.id,
      answerContent: 'answered by myself',
      answeredAt: '2020-01-01T00:00:00',
      id: 999_999,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: number; answerContent: string | null }>();
    expect(created.id).not.toBe(999_999);
    expect(created.answerContent).toBeNull();
    const [row] = await t.db.select().from(messagesTable).where(eq(messagesTable.id, created.id));
    expect(row).toMatchObject({ userId: customer.user.id, answerContent: null, answeredAt: null });
  });

  it('register cannot choose the role', async () => {
    const email = `mass-assign-${Date.now()}@example.com`;
    const response = await post(
      '/api/auth/register',
      {
        name: 'Mallory',
        email,
        password: 'password123',
        confirmPassword: 'password123',
        birthDate: '1990-01-01',
        role: 'ADMIN',
        roles: ['ADMIN'],
      },
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('CUSTOMER');
  });

  it('a profile edit cannot set the role, the password hash or the token cut-off', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.user.id}`,
      headers: user.headers,
      payload: {
        name: 'Renamed',
        email: user.user.email,
        birthDate: '1990-01-01',
        role: 'ADMIN',
        passwordHash: 'attacker-hash',
        tokensValidAfter: null,
        googleSub: 'attacker-sub',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({
      name: 'Renamed',
      role: 'CUSTOMER',
      passwordHash: user.user.passwordHash,
      googleSub: null,
    });
    const settings = await post(
      '/api/users/updateUserEmailSettings',
      { bookingsEmails: false, damageEmails: false, promoEmails: false, role: 'ADMIN' },
      user.headers,
    );
    expect(settings.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(after?.role).toBe('CUSTOMER');
  });

  it("a booking cannot set its own price: the stored total is the server's, whatever the body says", async () => {
    const from = await createCity(t.app, { lat: 52.52, lon: 13.4 });
    const to = await createCity(t.app, { lat: 48.14, lon: 11.58 });
    const car = await createCar(t.app, { cityId: from.id });
    const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      fromDate: day,
      startDateTime: `${day}T10:00:00`,
      endDateTime: `${day}T20:00:00`,
      totalPrice: 0.01,
      coverage: 2,
      userId: customer.user.id,
    };
    const response = await post('/api/bookings', body);
    if (response.statusCode >= 400) {
      expectErrorBody(response, response.statusCode);
      expect(await t.db.select().from(bookings).where(eq(bookings.carId, car.id))).toEqual([]);
      return;
    }
    const { bookingId } = response.json<{ bookingId: number }>();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.totalPrice).toBeGreaterThan(20);
  });

  it.each([
    ['__proto__', '{"messageContent":"x","__proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"messageContent":"x","constructor":{"prototype":{"polluted":true}}}'],
  ])('%s in a body → 400, no pollution', async (_name, body) => {
    expectErrorBody(await post('/api/messages', body), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('content types a form or a script could send', () => {
  it.each([
    ['text/plain', 'messageContent=hello'],
    ['text/plain holding JSON', '{"messageContent":"hello"}'],
    ['application/x-www-form-urlencoded', 'messageContent=hello'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="messageContent"\r\n\r\nhello\r\n--x--',
    ],
  ])('%s → 400 or 415, nothing stored (a cross-site form cannot post to the API)', async (type, body) => {
    const before = await storedMessages();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { ...customer.headers, 'content-type': type },
      payload: body,
    });
    expect([400, 415]).toContain(response.statusCode);
    expectErrorBody(response, response.statusCode);
    expect(await storedMessages()).toBe(before);
  });
});

describe('characters PostgreSQL cannot store', () => {
  it('a NUL character in free text → 400, not a database error', async () => {
    const before = await storedMessages();
    const response = await post('/api/messages', { messageContent: 'before\u0000after' });
    expectErrorBody(response, 400);
    expect(await storedMessages()).toBe(before);
  });

  it('a NUL in a key, deep inside → 400; an escaped backslash before "u0000" is ordinary text', async () => {
    expectErrorBody(await post('/api/messages', `{"messageContent":"x","a":[[{"k\\u0000":1}]]}`), 400);
    const literal = await post('/api/messages', `{"messageContent":"C:\\\\u0000"}`);
    expect(literal.statusCode, literal.body).toBe(201);
    expect(literal.json<{ messageContent: string }>().messageContent).toBe('C:\\u0000');
  });

  it.each([
    ['a payment return', '/api/payments/success?sessionId=tcs_%00'],
    ['a test checkout session', '/api/payments/test-checkout/tcs_%00'],
    ['a city lookup', '/api/cities/lookupCity?cityName=Ber%00lin'],
  ])('a NUL in %s (query or path) → 400, not a database error', async (_name, url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: url.includes('lookupCity') ? admin.headers : customer.headers,
    });
    expectErrorBody(response, 400);
  });
});
