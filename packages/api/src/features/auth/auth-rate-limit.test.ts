import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { loginFailures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createLoginThrottle, LOGIN_FAILURE_LIMIT } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('failed-login lock-out (per account, kept in the database)', () => {
  it('answers the 11th attempt after 10 failures with 429, Retry-After and the error body — even with the right password', async () => {
    const { user, password } = await createUser(t.app);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    for (const attempt of ['wrong-password', password]) {
      const response = await login(user.email.toUpperCase(), attempt);
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(response.json()).toEqual({ errors: [{ error: messages.auth.tooManyAttempts }] });
    }
    // Another account is not affected.
    const other = await createUser(t.app);
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
    // Eleven full scrypt checks one after another (~0.4 s of CPU each): on a busy machine more than the default 30 s.
  }, 90_000);

  // Failures below are recorded straight through the throttle: each HTTP failure costs a full scrypt check.
  const throttle = () => createLoginThrottle(t.db);
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) await throttle().recordFailure(email);
  };

  it('does not count successful logins, and a success starts the count afresh', async () => {
    const { user, password } = await createUser(t.app);
    const email = user.email.toLowerCase();
    await fail(email, LOGIN_FAILURE_LIMIT - 1);
    expect((await login(user.email, password)).statusCode).toBe(200);
    await fail(email, LOGIN_FAILURE_LIMIT - 1);
    await expect(throttle().assertAllowed(email)).resolves.toBeUndefined();
    expect((await login(user.email, password)).statusCode).toBe(200);
    await fail(email, LOGIN_FAILURE_LIMIT);
    expect((await login(user.email, password)).statusCode).toBe(429);
  });

  it('locks unknown e-mails the same way, so the lock-out reveals nothing', async () => {
    await fail('ghost@example.com', LOGIN_FAILURE_LIMIT);
    expect((await login('Ghost@example.com', 'wrong-password')).statusCode).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    const { user, password } = await createUser(t.app);
    const email = user.email.toLowerCase();
    await t.db
      .insert(loginFailures)
      .values(
        Array.from({ length: LOGIN_FAILURE_LIMIT }, () => ({ email, failedAt: new Date(Date.now() - 16 * 60_000) })),
      );
    expect((await login(user.email, password)).statusCode).toBe(200);
  });
});

describe('per-IP limit on the auth routes', () => {
  it('answers the 301st request in a minute from one IP with 429 and the error body', async () => {
    const invalid = { email: 'x', password: '1' }; // refused by validation: no password hashing, so it is quick
    for (let i = 0; i < 300; i++) {
      expect((await login(invalid.email, invalid.password, '10.0.0.9')).statusCode).toBe(400);
    }
    const response = await login(invalid.email, invalid.password, '10.0.0.9');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.tooManyRequests }] });
    // Others are still served.
    expect((await login(invalid.email, invalid.password, '10.0.0.10')).statusCode).toBe(400);
  });
});
