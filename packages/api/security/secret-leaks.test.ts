import type * as FastifyModule from 'fastify';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../src/test/app';
import { TEST_JWT_SECRET } from '../src/test/constants';
import { createAdmin, createBooking, createUser, type TestUser } from '../src/test/factories';
import { bearer, expectErrorBody } from './support/http';
import { documentedRoutes, fetchOpenApi } from './support/openapi';

/**
 * No secret in any response or log line. Every secret the configuration can hold is set to a
 * recognisable value; the app's log is captured through a pino destination stream given to Fastify.
 */

const logLines = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  // Only instances that log (the app), not throwaway ones built with `logger: false`.
  type Options = Parameters<typeof actual.default>[0];
  const capturing = ((options: { logger?: unknown }) => {
    const stream = { write: (line: string) => void logLines.push(line) };
    const logger = options.logger;
    const withStream =
      typeof logger === 'object' && logger !== null ? { ...options, logger: { ...logger, stream } } : options;
    return actual.default(withStream as Options);
  }) as unknown as typeof actual.default;
  return { ...actual, default: capturing, fastify: capturing };
});

/** A port nothing listens on: integrations pointed at it fail at once (connection refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const SECRETS = {
  jwt: TEST_JWT_SECRET,
  stripeKey: 'sk_test_LeakCanaryStripeKey0123456789',
  stripeWebhook: 'whsec_LeakCanaryWebhookSecret0123456789',
  smtpPassword: 'LeakCanarySmtpPassw0rd',
  renderKey: 'rnd_LeakCanaryRenderKey0123456789',
};
const PASSWORDS = { first: 'first-Passw0rd-canary', second: 'second-Passw0rd-canary', wrong: 'wrong-Passw0rd-canary' };

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
/** Every response of the session, for the response checks. */
const responses: LightMyRequestResponse[] = [];
/** Tokens seen during the session: allowed in token answers, never in a log line. */
const tokens: string[] = [];

beforeAll(async () => {
  const port = await closedPort();
  t = await createTestApp({
    LOG_LEVEL: 'debug',
    STRIPE_SECRET_KEY: SECRETS.stripeKey,
    STRIPE_WEBHOOK_SECRET: SECRETS.stripeWebhook,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
    SMTP_URL: `smtp://mailer:${SECRETS.smtpPassword}@127.0.0.1:${port}`,
    RENDER_API_KEY: SECRETS.renderKey,
    RENDER_API_URL: `http://127.0.0.1:${port}/v1`,
    RENDER_BACKEND_SERVICE_ID: 'srv-backend',
    RENDER_FRONTEND_SERVICE_ID: 'srv-frontend',
  });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
  tokens.push(admin.token, customer.token);
});
afterAll(() => t.close());

async function send(options: InjectOptions) {
  const response = await t.app.inject(options);
  responses.push(response);
  const token = /"accessToken":"([^"]+)"/.exec(response.body)?.[1];
  if (token) tokens.push(token);
  return response;
}

const everything = (response: LightMyRequestResponse) => `${JSON.stringify(response.headers)}\n${response.body}`;

describe('a session that touches every secret', () => {
  it('register, log in, fail a login, change the password, renew, log out', async () => {
    const email = `leak-check-${Date.now()}@example.com`;
    const registered = await send({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Leak Check',
        email,
        password: PASSWORDS.first,
        confirmPassword: PASSWORDS.first,
        birthDate: '1990-01-01',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(
      (await send({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORDS.wrong } }))
        .statusCode,
    ).toBe(401);
    const login = await send({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORDS.first } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ accessToken: string }>().accessToken;
    const profile = await send({ method: 'GET', url: '/api/users/currentUserProfile', headers: bearer(token) });
    const { id } = profile.json<{ id: number }>();
    const changed = await send({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: bearer(token),
      payload: {
        name: 'Leak Check',
        email,
        birthDate: '1990-01-01',
        currentPassword: PASSWORDS.first,
        newPassword: PASSWORDS.second,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const wrongCurrent = await send({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: bearer(changed.json<{ accessToken: string }>().accessToken),
      payload: {
        name: 'Leak Check',
        email,
        birthDate: '1990-01-01',
        currentPassword: PASSWORDS.wrong,
        newPassword: PASSWORDS.first,
      },
    });
    expect([400, 403]).toContain(wrongCurrent.statusCode);
    const renewed = await send({
      method: 'POST',
      url: '/api/auth/renew',
      payload: { accessToken: changed.json<{ accessToken: string }>().accessToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect(
      (
        await send({
          method: 'POST',
          url: '/api/auth/logout',
          headers: bearer(renewed.json<{ accessToken: string }>().accessToken),
        })
      ).statusCode,
    ).toBe(204);
    // A refused token is a secret too (it may be a real one, expired).
    const refused = `${token.slice(0, -4)}AAAA`;
    tokens.push(refused);
    expect(
      (await send({ method: 'GET', url: '/api/users/currentUserProfile', headers: bearer(refused) })).statusCode,
    ).toBe(401);
  });

  it('a forced 500 (a table gone) answers the bare error body: no stack, no SQL', async () => {
    await t.db.execute(sql.raw('alter table reviews rename to reviews_hidden_by_test'));
    try {
      const response = await send({ method: 'GET', url: '/api/reviews?carId=1', headers: customer.headers });
      expectErrorBody(response, 500);
      expect(response.json()).toEqual({ errors: [{ error: messages.http.internal }] });
      expect(response.body).not.toMatch(/reviews|relation|stack|Error:/i);
    } finally {
      await t.db.execute(sql.raw('alter table reviews_hidden_by_test rename to reviews'));
    }
    expect(logLines.some((line) => line.includes('"level":50') && line.includes('request failed'))).toBe(true);
  });

  it('integrations that fail (Stripe, Render, SMTP) say nothing of their keys', async () => {
    const booking = await createBooking(t.app, {
      userId: customer.user.id,
      status: 'Unpaid',
      startAt: new Date(Date.now() + 40 * 86_400_000),
    });
    const pay = await send({
      method: 'GET',
      url: `/api/payments/pay?bookingId=${booking.id}`,
      headers: customer.headers,
    });
    expect(pay.statusCode, pay.body).toBeGreaterThanOrEqual(500);
    const render = await send({
      method: 'GET',
      url: '/api/deployments/render/status?serviceType=backend',
      headers: admin.headers,
    });
    expect(render.statusCode, render.body).toBeGreaterThanOrEqual(500);
    const webhook = await send({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(400);
    // The outbox job's delivery, failing against a dead SMTP server, logged as the scheduler logs it.
    await t.app.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }).then(
      () => expect.fail('the SMTP server is not there'),
      (err: unknown) => t.app.log.error({ err, job: 'outbox' }, 'scheduled job failed'),
    );
  });

  it('every GET of the API, as admin and as customer', async () => {
    const routes = documentedRoutes(await fetchOpenApi(t.app)).filter(
      (route) => route.method === 'GET' && !route.key.includes('/deployments/'),
    );
    for (const route of routes) {
      for (const user of [admin, customer]) await send({ method: 'GET', url: route.url, headers: user.headers });
    }
    expect(responses.length).toBeGreaterThan(100);
  });
});

describe('what was said', () => {
  const secretValues = () => [
    ...Object.values(SECRETS),
    ...Object.values(PASSWORDS),
    inject('factoryPasswordHash'),
    admin.user.passwordHash ?? 'no-hash',
  ];

  it('no response holds a password, a hash, the JWT secret or an integration key', () => {
    for (const response of responses) {
      const text = everything(response);
      for (const secret of secretValues())
        expect(text, `${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(secret);
      expect(text).not.toMatch(/password_?hash|"password"|scrypt\$|\$scrypt/i);
    }
  });

  it('no log line holds a password, a hash, a token, a secret or an Authorization header', () => {
    expect(logLines.length).toBeGreaterThan(50);
    expect(logLines.some((line) => line.includes('incoming request'))).toBe(true);
    const forbidden = [...secretValues(), ...tokens, 'Bearer '];
    for (const line of logLines) {
      for (const secret of forbidden) expect(line, line.slice(0, 300)).not.toContain(secret);
      expect(line).not.toMatch(/"authorization"/i);
    }
  });
});
