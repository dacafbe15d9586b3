import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@wayfare/common';
import { loginFailures } from '../src/db/schema';
import { PASSWORD_CHECK_LANES, passwordChecks } from '../src/security/passwords';
import { createTestApp, type TestApp } from '../src/test/app';
import { createCity, createUser } from '../src/test/factories';
import { expectErrorBody } from './support/http';

/**
 * Anonymous requests cannot starve the server (rule 7 of security/README.md). Password checks
 * run at most 2 at once behind a bounded queue (503 with Retry-After beyond it); maps are drawn in a worker thread,
 * behind a bounded queue and a per-IP limit. The fault suite (fault/cpu-starvation.test.ts) measures the effect on
 * /api/health in a real server process; this file proves the mechanisms.
 */

// The event loop never draws a map: the worker thread loads its own copy of map-svg (outside vitest's module
// graph, so this mock does not reach it), and a drawing on the event loop would fail the map tests below.
vi.mock('../src/integrations/geo/map-svg', () => ({
  renderMapSvg: () => {
    throw new Error('a map was drawn on the event loop');
  },
}));

let t: TestApp;
let cityIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const places = [
    ['Lisbon', 38.72, -9.14],
    ['Madrid', 40.42, -3.7],
    ['Paris', 48.86, 2.35],
    ['Berlin', 52.52, 13.4],
    ['Warsaw', 52.23, 21.01],
    ['Rome', 41.9, 12.5],
    ['Vienna', 48.21, 16.37],
    ['Amsterdam', 52.37, 4.9],
  ] as const;
  cityIds = [];
  for (const [name, lat, lon] of places) cityIds.push((await createCity(t.app, { name, lat, lon })).id);
});
afterAll(() => t.close());

const tick = () => new Promise((resolve) => setImmediate(resolve));

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

function expectBusy(response: Awaited<ReturnType<typeof login>>) {
  expectErrorBody(response, 503);
  expect(response.json()).toEqual({ errors: [{ error: messages.http.busy }] });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('password checks', () => {
  it('run at most 2 at once; the other logins wait their turn and are all answered', async () => {
    let maxRunning = 0;
    let maxQueued = 0;
    const sampler = setInterval(() => {
      maxRunning = Math.max(maxRunning, passwordChecks.running);
      maxQueued = Math.max(maxQueued, passwordChecks.queued);
    }, 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(`nobody-${i}@example.com`, 'guess-123', `10.7.0.${i + 1}`)),
    );
    clearInterval(sampler);
    expect(answers.map((response) => response.statusCode)).toEqual(Array(5).fill(401));
    expect(maxRunning).toBe(PASSWORD_CHECK_LANES.concurrency);
    expect(maxQueued).toBeGreaterThan(0);
  });

  it('beyond the queue: 503 with Retry-After and the error body, for unknown and known e-mails and sign-ups alike', async () => {
    const { user, password } = await createUser(t.app);
    // Both lanes and every place in the queue taken (as by 34 slow logins at once).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { concurrency, maxQueued } = PASSWORD_CHECK_LANES;
    const occupied = Array.from({ length: concurrency + maxQueued }, () => passwordChecks.run(() => held));
    await tick();
    expect([passwordChecks.running, passwordChecks.queued]).toEqual([concurrency, maxQueued]);

    // An unknown e-mail is refused exactly like a known one: the decoy check waits in the same queue.
    expectBusy(await login('nobody-else@example.com', 'guess-123', '10.7.1.1'));
    expectBusy(await login(user.email, 'wrong-password', '10.7.1.2'));
    expectBusy(await login(user.email, password, '10.7.1.3'));
    // No password was checked, so the refusals do not count towards the account's lock-out.
    expect(
      await t.db.select().from(loginFailures).where(eq(loginFailures.email, user.email.toLowerCase())),
    ).toHaveLength(0);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.7.1.4',
      payload: {
        name: 'New Person',
        email: 'new-person@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
        birthDate: '1990-01-01',
      },
    });
    expectBusy(signUp);
    // Nothing was stored by the refused sign-up, and the refusals took no place in the queue.
    expect([passwordChecks.running, passwordChecks.queued]).toEqual([concurrency, maxQueued]);

    release();
    await Promise.all(occupied);
    expect((await login(user.email, password, '10.7.1.5')).statusCode).toBe(200);
    expect((await login('new-person@example.com', 'secret123', '10.7.1.6')).statusCode).toBe(401);
  });
});

describe('maps', () => {
  /** A trip list of ~40 trips between the test's cities, a different one for each seed of 30 in a row. */
  function tripList(seed: number): string {
    const pairs: string[] = [];
    for (let i = 0; i < cityIds.length; i++) {
      for (let j = 0; j < cityIds.length; j++)
        if (i !== j && (i * 7 + j * 3 + seed) % 5 !== 0) pairs.push(`${cityIds[i]}-${cityIds[j]}`);
    }
    return pairs.slice(seed % 7).join(',');
  }
  const map = (url: string, remoteAddress = '10.8.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });

  it('the URL the route answer gives is drawn for anyone', async () => {
    const route = await t.app.inject({
      method: 'GET',
      url: `/api/cities/route?fromCity=${cityIds[0]}&toCity=${cityIds[3]}`,
    });
    expect(route.statusCode).toBe(200);
    const response = await map(route.json<{ imgUrl: string }>().imgUrl);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>Lisbon</text>');
  });

  it('a burst of new maps is drawn off the event loop; beyond the drawing queue 503 with Retry-After', async () => {
    const urls = Array.from({ length: 30 }, (_, i) => `/api/maps/trips.svg?trips=${tripList(100 + i)}`);
    const answers = await Promise.all(urls.map((url, i) => map(url, `10.8.1.${i + 1}`)));
    const drawn = answers.filter((response) => response.statusCode === 200);
    const refused = answers.filter((response) => response.statusCode !== 200);
    // One drawing at a time and 16 waiting: of 30 at once, about 13 are refused (fewer if a drawing finished while
    // the requests were still arriving).
    expect(drawn.length).toBeGreaterThanOrEqual(17);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of drawn) expect(response.body.startsWith('<svg')).toBe(true);
    for (const response of refused) expectBusy(response);

    // The queue drained: a refused map is drawn when asked again.
    const again = await map(urls[answers.findIndex((response) => response.statusCode !== 200)]!);
    expect(again.statusCode).toBe(200);
    expect(again.body.startsWith('<svg')).toBe(true);
  });

  it('one IP gets 120 maps a minute, then 429 with Retry-After; other IPs are not affected', async () => {
    const url = `/api/maps/route.svg?from=${cityIds[1]}&to=${cityIds[2]}`;
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await map(url, '10.9.0.1'));
    expect(answers.slice(0, 120).every((response) => response.statusCode === 200)).toBe(true);
    const limited = answers[120]!;
    expectErrorBody(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await map(url, '10.9.0.2')).statusCode).toBe(200);
  });
});
