import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { ConfigError, loadConfig } from '../src/config';
import { discountPlans } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAdmin, createBooking, createUser, type TestUser } from '../src/test/factories';
import { expectErrorBody } from './support/http';
import { snapshot } from './support/world';

/**
 * Links never take their host from an unchecked header. Payment links and return URLs are stored, e-mailed and shown
 * to the admin: they come from PUBLIC_URL, else from the request's own origin only when its host is a loopback name
 * or listed in ALLOWED_HOSTS; any other host is refused with 400 "Unknown host" before anything is stored.
 */

const unknownHost = { errors: [{ error: messages.http.unknownHost }] };

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let planId: number;
beforeAll(async () => {
  // Behind one trusted proxy, so that a forwarded host is what the app reads: it must be checked the same way.
  t = await createTestApp({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'rent.example.net, Shop.Example.org:8443' });
  customer = await createUser(t.app);
  admin = await createAdmin(t.app);
  const [plan] = await t.db
    .insert(discountPlans)
    .values({ title: 'Saver', description: 'Cheaper trips', remainingUses: 2, discountValue: 20, price: 25 })
    .returning();
  if (!plan) throw new Error('no plan');
  planId = plan.id;
});
afterAll(() => t.close());

const unpaid = () => createBooking(t.app, { userId: customer.user.id, status: 'Unpaid' });
const payLink = (bookingId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/pay?bookingId=${bookingId}`,
    headers: { ...customer.headers, ...headers },
  });

describe('without PUBLIC_URL', () => {
  const forged: Array<Record<string, string>> = [
    { host: 'evil.example' },
    { host: 'evil.example:3000' },
    { host: 'localhost.evil.example' },
    { host: '127.0.0.1.evil.example' },
    { host: 'rent.example.net.evil.example' },
    { host: 'localhost@evil.example' },
    { host: 'localhost:3000/evil.example' },
    // Listed with a port: only that port.
    { host: 'shop.example.org:9443' },
    // A forwarded host from the trusted proxy is a host like any other.
    { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
  ];

  it('a link for an unknown host → 400 "Unknown host", and nothing is stored', async () => {
    const booking = await unpaid();
    const before = await snapshot(t.app);
    for (const headers of forged) {
      const pay = await payLink(booking.id, headers);
      expectErrorBody(pay, 400);
      expect(pay.json(), JSON.stringify(headers)).toEqual(unknownHost);

      const plan = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-discount-link',
        headers: { ...customer.headers, ...headers },
        payload: { userId: customer.user.id, discountPlanId: planId },
      });
      expect(plan.json(), JSON.stringify(headers)).toEqual(unknownHost);

      const damage = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-request',
        headers: { ...admin.headers, ...headers },
        payload: {
          description: 'Found Damage on the bumper',
          totalCost: 120,
          userId: customer.user.id,
          bookingId: booking.id,
        },
      });
      expect(damage.json(), JSON.stringify(headers)).toEqual(unknownHost);
    }
    const after = await snapshot(t.app);
    expect(after).toBe(before);
    expect(after).not.toContain('evil.example');
    // And the admin's list of payments shows no link to it.
    const list = await t.app.inject({ method: 'GET', url: '/api/payments', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('evil.example');
  });

  it('a loopback host gets a link to itself, on any port', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'app.localhost:5173',
      '127.0.0.1:8080',
      '127.3.2.1',
      '[::1]:3000',
    ]) {
      const response = await payLink((await unpaid()).id, { host });
      expect(response.statusCode, `${host}: ${response.body}`).toBe(200);
      expect(response.json<{ url: string }>().url).toMatch(
        new RegExp(`^http://${host.replace(/[.[\]]/g, '\\$&')}/checkout/tcs_`),
      );
    }
  });

  it('an ALLOWED_HOSTS host gets a link to itself: a bare name on any port, name:port on that port', async () => {
    for (const host of ['rent.example.net', 'rent.example.net:3000', 'RENT.example.net', 'shop.example.org:8443']) {
      const response = await payLink((await unpaid()).id, { host });
      expect(response.statusCode, `${host}: ${response.body}`).toBe(200);
      expect(response.json<{ url: string }>().url.startsWith(`http://${host.toLowerCase()}/checkout/tcs_`)).toBe(true);
    }
  });

  it('a forwarded protocol other than http or https never reaches a link', async () => {
    const response = await payLink((await unpaid()).id, {
      host: 'localhost:3000',
      'x-forwarded-proto': 'javascript:alert(1)//',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:3000\/checkout\//);
  });
});

describe('with PUBLIC_URL', () => {
  it('the link uses PUBLIC_URL whatever the Host', async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://rent.example.com/' });
    try {
      const user = await createUser(site.app);
      for (const host of ['evil.example', 'localhost:3000']) {
        const booking = await createBooking(site.app, { userId: user.user.id, status: 'Unpaid' });
        const response = await site.app.inject({
          method: 'GET',
          url: `/api/payments/pay?bookingId=${booking.id}`,
          headers: { ...user.headers, host },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/rent\.example\.com\/checkout\/tcs_/);
      }
      expect(await snapshot(site.app)).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });
});

describe('configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('DATABASE_URL without PUBLIC_URL stops the start-up', () => {
    const database = { DATABASE_URL: 'postgres://db/wayfare', JWT_SECRET: 'x'.repeat(32) };
    expect(problemsOf(database)).toEqual([expect.stringMatching(/^PUBLIC_URL: is required when DATABASE_URL is set/)]);
    expect(problemsOf({ ...database, PUBLIC_URL: 'https://rent.example.com' })).toEqual([]);
  });

  it('ALLOWED_HOSTS holds host names with optional ports, nothing else', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'Rent.Example.net, 10.0.0.7:8080,[::1]' }).allowedHosts).toEqual([
      'rent.example.net',
      '10.0.0.7:8080',
      '[::1]',
    ]);
    for (const bad of ['https://rent.example.net', 'rent.example.net/x', '*.example.net', 'user@rent.example.net']) {
      expect(problemsOf({ ALLOWED_HOSTS: bad }), bad).toEqual([expect.stringMatching(/^ALLOWED_HOSTS: /)]);
    }
  });
});
