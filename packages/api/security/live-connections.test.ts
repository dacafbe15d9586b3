import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, stompDestinations } from '@wayfare/common';
import { buildApp, type App } from '../src/app';
import { users } from '../src/db/schema';
import type { Database } from '../src/db/client';
import { createTestApp, testConfig, type TestApp } from '../src/test/app';
import { openTestDatabase } from '../src/test/database';
import { createAuction, createUser, type TestUser } from '../src/test/factories';
import { connectRaw, connectStomp, listen, StompErrorFrame, type TestStompClient } from '../src/test/stomp-client';

/**
 * One account opened 200 live sessions on one auction in about a second, and every watcher got 200 "New user viewing
 * the auction" pop-ups carrying the account's chosen name, which read like a notice from us. Now: at most 10 live
 * sessions per account and 50 per client address (the one TRUST_PROXY makes out), a viewer announced once per account
 * per auction per 10 minutes, and names of letters, spaces, hyphens and apostrophes only
 * (docs/product/realtime-contract.md#limits, #joining; docs/product/accounts-and-roles.md#names).
 */

const NOTICE = 'SYSTEM: auction cancelled - refunds at evil.example';
const PER_ACCOUNT = 10;
const PER_ADDRESS = 50;

let t: TestApp;
let url: string;
const open: TestStompClient[] = [];
/** Each test connects from an address of its own (X-Forwarded-For, read with TRUST_PROXY=1), so counts stay apart. */
let addressCount = 0;
const nextAddress = () => `203.0.113.${++addressCount}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  url = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.disconnect()));
  await t.close();
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CONNECT of `who` from `address`: the session, or the ERROR frame's message. */
async function attempt(
  who: TestUser,
  address: string,
  headers: Record<string, string> = {},
  at = url,
): Promise<TestStompClient | string> {
  try {
    const client = await connectStomp(
      at,
      { accessToken: who.token, userId: String(who.user.id), ...headers },
      { upgradeHeaders: { 'x-forwarded-for': address } },
    );
    open.push(client);
    return client;
  } catch (error) {
    if (error instanceof StompErrorFrame) return error.message;
    throw error;
  }
}

async function connect(who: TestUser, address: string, headers: Record<string, string> = {}, at = url) {
  const result = await attempt(who, address, headers, at);
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
}

/** Retries `act` for a while: a closed session gives its place back once the server has seen the close. */
async function eventually<T>(act: () => Promise<T | string>): Promise<T | string> {
  let result = await act();
  for (let tries = 0; typeof result === 'string' && tries < 30; tries++) {
    await sleep(100);
    result = await act();
  }
  return result;
}

describe('live sessions per account', () => {
  it(`an account holds ${PER_ACCOUNT}: the next CONNECT gets the ERROR frame, other accounts are not affected`, async () => {
    const address = nextAddress();
    const mallory = await createUser(t.app);
    const sessions = await Promise.all(range(PER_ACCOUNT).map(() => connect(mallory, address)));
    expect(await attempt(mallory, address)).toBe(messages.realtime.tooManyForAccount);
    // From elsewhere too: the limit is the account's.
    expect(await attempt(mallory, nextAddress())).toBe(messages.realtime.tooManyForAccount);
    await connect(await createUser(t.app), address);

    // A closed session frees its place.
    await sessions[0]!.disconnect();
    expect(typeof (await eventually(() => attempt(mallory, address)))).toBe('object');
    expect(await attempt(mallory, address)).toBe(messages.realtime.tooManyForAccount);
  });

  it(`60 CONNECTs fired at once: exactly ${PER_ACCOUNT} accepted`, async () => {
    const mallory = await createUser(t.app);
    // Spread over addresses, so that only the account's limit is in play.
    const results = await Promise.all(range(60).map((i) => attempt(mallory, `198.51.100.${(i % 6) + 1}`)));
    const accepted = results.filter((result) => typeof result !== 'string');
    expect(accepted).toHaveLength(PER_ACCOUNT);
    expect(new Set(results.filter((result) => typeof result === 'string'))).toEqual(
      new Set([messages.realtime.tooManyForAccount]),
    );
  });
});

describe('live connections per client address', () => {
  it(`an address holds ${PER_ADDRESS}, whatever it forges to the left of X-Forwarded-For; other addresses go on`, async () => {
    const address = nextAddress();
    const accounts = await Promise.all(range(6).map(() => createUser(t.app)));
    await Promise.all(range(PER_ADDRESS).map((i) => connect(accounts[i % 5]!, address)));
    const newcomer = accounts[5]!;
    expect(await attempt(newcomer, address)).toBe(messages.realtime.tooManyForAddress);
    expect(await attempt(newcomer, `192.0.2.77, ${address}`)).toBe(messages.realtime.tooManyForAddress);
    await connect(newcomer, nextAddress());
  });

  it('sockets that never CONNECT count too: the next one gets the ERROR frame at once and is closed', async () => {
    const address = nextAddress();
    const idle = await Promise.all(range(PER_ADDRESS).map(() => connectRaw(url, { 'x-forwarded-for': address })));
    const extra = await connectRaw(url, { 'x-forwarded-for': address });
    expect(await extra.waitFor('ERROR', 2000)).toContain(messages.realtime.tooManyForAddress);
    expect((await extra.closed).code).toBe(1008);
    for (const socket of idle) socket.socket.close();
  });
});

describe('the viewer announcement', () => {
  it('is sent once per account per auction, however many sessions the account opens', async () => {
    const address = nextAddress();
    const [auction, other] = [await createAuction(t.app), await createAuction(t.app)];
    const watcher = await connect(await createUser(t.app), nextAddress(), { auctionId: String(auction.id) });
    const joins = stompDestinations.newUser(auction.id);
    const otherJoins = stompDestinations.newUser(other.id);
    await Promise.all([watcher.subscribe(joins), watcher.subscribe(otherJoins)]);

    const mallory = await createUser(t.app, { name: 'Mallory Many' });
    await Promise.all(range(12).map(() => attempt(mallory, address, { auctionId: String(auction.id) })));
    expect((await watcher.next(joins)).body).toBe('Mallory Many');
    await sleep(300);
    expect(watcher.received.get(joins)?.map((message) => message.body)).toEqual(['Mallory Many']);

    // Another auction is another announcement (the sessions above are closed to make room).
    await Promise.all(open.filter((client) => client !== watcher).map((client) => client.disconnect()));
    await eventually(() => attempt(mallory, nextAddress(), { auctionId: String(other.id) }));
    expect((await watcher.next(otherJoins)).body).toBe('Mallory Many');
  });
});

describe('display names (docs/product/accounts-and-roles.md#names)', () => {
  const registration = (name: string) => ({
    name,
    email: `name-${randomUUID().slice(0, 8)}@example.com`,
    password: 'secret12',
    confirmPassword: 'secret12',
    birthDate: '1990-01-01',
  });
  const register = (name: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(name) });
  const refusal = { errors: [{ error: messages.register.nameCharacters, field: 'name' }] };

  it.each([NOTICE, 'Bidder #1', 'ann@evil.example', 'Ann\u202eevil', 'Ann\nBob'])(
    'registration refuses %j with 400, and stores nothing',
    async (name) => {
      const body = registration(name);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    },
  );

  it('an empty name is still "Name is required."', async () => {
    const response = await register('  ');
    expect(response.json()).toEqual({ errors: [{ error: messages.register.name, field: 'name' }] });
  });

  it('a profile edit refuses it too, and the stored name stays', async () => {
    const who = await createUser(t.app, { name: 'Eve Honest' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: who.headers,
      payload: { name: NOTICE, email: who.user.email, birthDate: '1990-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [stored] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, who.user.id));
    expect(stored?.name).toBe('Eve Honest');
  });

  // Five registrations, each with the real password hash: slow on a busy machine.
  it('names in any alphabet pass, accents typed as combining marks included', { timeout: 90_000 }, async () => {
    for (const name of ['Jürgen Groß-O’Neil', "Sinéad O'Brien", 'Zoë Ångström', 'Rene\u0301e Łukasz', '李小龍']) {
      const response = await register(name);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('a name stored before the rule is shown as it is, in the profile and to the watchers of an auction', async () => {
    const legacy = await createUser(t.app, { name: 'R2-D2 v1.0' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/currentUserProfile',
      headers: legacy.headers,
    });
    expect(profile.json()).toMatchObject({ name: 'R2-D2 v1.0' });
    const auction = await createAuction(t.app);
    const watcher = await connect(await createUser(t.app), nextAddress());
    await watcher.subscribe(stompDestinations.newUser(auction.id));
    await connect(legacy, nextAddress(), { auctionId: String(auction.id) });
    expect((await watcher.next(stompDestinations.newUser(auction.id))).body).toBe('R2-D2 v1.0');
  });
});

// A test switch, not app configuration (like TEST_DATABASE_URL in test/global-setup.ts): the apps get REDIS_URL.
// eslint-disable-next-line no-restricted-syntax
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('on two instances sharing one Redis (TEST_REDIS_URL)', () => {
  let database: Database;
  const apps: App[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // A deployment of its own on the shared Redis: other runs' places and claims are not ours.
    const env = { REDIS_URL: redisUrl ?? '', REDIS_CHANNEL_PREFIX: `wayfare-test-${randomUUID()}`, TRUST_PROXY: '1' };
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig(env), { database });
      apps.push(app);
      urls.push(await listen(app));
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.disconnect()));
    for (const app of apps) await app.close();
    await database?.close();
  });

  it(`the account's ${PER_ACCOUNT} sessions are counted on both instances together`, async () => {
    const [a, b] = urls as [string, string];
    const mallory = await createUser(apps[0]!);
    const address = nextAddress();
    await Promise.all(range(PER_ACCOUNT).map((i) => connect(mallory, address, {}, i % 2 === 0 ? a : b)));
    expect(await attempt(mallory, address, {}, a)).toBe(messages.realtime.tooManyForAccount);
    expect(await attempt(mallory, address, {}, b)).toBe(messages.realtime.tooManyForAccount);
  });

  it(`an address's ${PER_ADDRESS} connections are counted on both instances together`, async () => {
    const [a, b] = urls as [string, string];
    const address = nextAddress();
    const idle = await Promise.all(
      range(PER_ADDRESS).map((i) => connectRaw(i % 2 === 0 ? a : b, { 'x-forwarded-for': address })),
    );
    const extra = await connectRaw(b, { 'x-forwarded-for': address });
    expect(await extra.waitFor('ERROR', 2000)).toContain(messages.realtime.tooManyForAddress);
    for (const socket of idle) socket.socket.close();
  });

  it('a viewer is announced once, whichever instances the sessions land on', async () => {
    const [a, b] = urls as [string, string];
    const auction = await createAuction(apps[0]!);
    const joins = stompDestinations.newUser(auction.id);
    const watcher = await connect(await createUser(apps[0]!), nextAddress(), {}, a);
    await watcher.subscribe(joins);
    const mallory = await createUser(apps[0]!, { name: 'Mallory Twice' });
    for (const at of [a, b, a, b]) await connect(mallory, nextAddress(), { auctionId: String(auction.id) }, at);
    expect((await watcher.next(joins)).body).toBe('Mallory Twice');
    await sleep(300);
    expect(watcher.received.get(joins)).toHaveLength(1);
  });
});
