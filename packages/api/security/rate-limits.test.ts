import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../src/test/app';
import { createLoginThrottle } from '../src/features/auth/login-throttle';
import { createUser } from '../src/test/factories';
import { expectErrorBody } from './support/http';

/**
 * The login limits (docs/product/accounts-and-roles.md#login-limits): 10 failed logins per account in 15 minutes → 429
 * with Retry-After; auth routes 300/min per IP.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('failed logins per account', () => {
  it('the 11th attempt after 10 failures → 429 with Retry-After, even with the right password and from another IP', async () => {
    const { user, password } = await createUser(t.app);
    // From ten addresses at once: the lock-out is per account, so rotating IPs does not help.
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(user.email, `wrong-${i}-password`, `10.0.0.${i + 1}`)),
    );
    expect(failures.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    for (const [attempt, ip] of [
      ['wrong-again', '10.0.1.1'],
      [password, '10.0.1.2'],
    ] as const) {
      const response = await login(user.email, attempt, ip);
      expectErrorBody(response, 429);
      expect(response.json()).toEqual({ errors: [{ error: messages.auth.tooManyAttempts }] });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // The case of the e-mail does not open a second counter.
    expect((await login(user.email.toUpperCase(), password, '10.0.1.3')).statusCode).toBe(429);
  });

  it('guesses fired in parallel get no more than 10 password checks', async () => {
    const { user } = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(user.email, `guess-${i}-password`, `10.2.0.${i + 1}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    // Before the fix all 25 were checked (each passed the lock-out check before any failure was recorded).
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
    for (const response of answers.filter((r) => r.statusCode === 429))
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('successful logins do not count', async () => {
    const { user, password } = await createUser(t.app);
    // Nine failures, recorded as the login route records them (the HTTP path is proven by the test above).
    const throttle = createLoginThrottle(t.db);
    for (let i = 0; i < 9; i++) await throttle.recordFailure(user.email.toLowerCase());
    for (let i = 0; i < 2; i++) expect((await login(user.email, password, '10.1.0.1')).statusCode).toBe(200);
    // Nine failures and two successes: the tenth failure is still only a 401.
    expect((await login(user.email, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
  });
});

describe('auth routes per IP', () => {
  it('the 301st auth request within a minute from one IP → 429 with the error body; other IPs go on', async () => {
    const renew = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/renew', payload: { accessToken: 'not-a-token' }, remoteAddress });
    for (let i = 0; i < 300; i++) {
      const response = await renew('10.9.9.9');
      if (response.statusCode !== 401) throw new Error(`request ${i + 1}: ${response.statusCode}`);
    }
    const limited = await renew('10.9.9.9');
    expectErrorBody(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh budget.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/renew',
      payload: { accessToken: 'not-a-token' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expectErrorBody(forged, 429);
    expect((await renew('10.9.9.10')).statusCode).toBe(401);
  });
});
