import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, stompDestinations } from '@wayfare/common';
import { bids, type UserRow } from '../src/db/schema';
import { connectStomp, listen, type TestStompClient } from '../src/test/stomp-client';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAuction, createUser, loginAs } from '../src/test/factories';
import { bearer, expectErrorBody } from './support/http';

/**
 * A password change revokes every earlier token, including one issued or renewed in the same second: an attacker
 * keeps a stolen token alive by renewing it every 50 ms while the victim changes the password. Afterwards no token
 * of that chain, nor the victim's other session, works anywhere (HTTP, renewal, a STOMP SEND) — only the token the
 * change answered does.
 */

let t: TestApp;
let url: string;
const sockets: TestStompClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.disconnect()));
  await t.close();
});

const PROFILE = '/api/users/currentUserProfile';
const invalid = { errors: [{ error: messages.auth.invalidToken }] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const renew = (accessToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/renew', payload: { accessToken } });
const profile = (token: string) => t.app.inject({ method: 'GET', url: PROFILE, headers: bearer(token) });

/** PUT /api/users/{id} with currentPassword/newPassword, as the victim's profile page sends it. */
function changePassword(user: UserRow, password: string, token: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: bearer(token),
    payload: {
      name: user.name,
      email: user.email,
      birthDate: user.birthDate,
      currentPassword: password,
      newPassword: 'a-brand-new-password',
    },
  });
}

async function expectRefused(token: string) {
  const response = await profile(token);
  expectErrorBody(response, 401);
  expect(response.json()).toEqual(invalid);
  const renewal = await renew(token);
  expectErrorBody(renewal, 401);
  expect(renewal.json()).toEqual(invalid);
}

/** The attacker: renews the newest token of the chain every 50 ms, each renewal replacing it, until told to stop. */
function renewLoop(stolen: string) {
  const chain = [stolen];
  let running = true;
  let lastStatus = 0;
  const done = (async () => {
    while (running) {
      await sleep(50);
      const response = await renew(chain.at(-1) ?? '');
      lastStatus = response.statusCode;
      if (response.statusCode !== 200) return; // the chain is dead: nothing is left to renew
      chain.push(response.json<{ accessToken: string }>().accessToken);
    }
  })();
  return {
    chain,
    lastStatus: () => lastStatus,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function bidderSocket(token: string, userId: number) {
  const socket = await connectStomp(url, { accessToken: token, userId: String(userId) });
  sockets.push(socket);
  await socket.subscribe(stompDestinations.errors);
  return socket;
}

describe('a password change revokes every earlier token, including one issued or renewed in the same second', () => {
  // Twice: under a revocation by whole seconds, one round escapes only when the last renewal before the change
  // fell in the previous second (about 1 in 16 at this pace).
  it.each([1, 2])(
    'round %i: a stolen token renewed every 50 ms during the change, and the other session, all get 401',
    async () => {
      const { user, password } = await createUser(t.app);
      const changer = await loginAs(t.app, user.email, password);
      const otherSession = await loginAs(t.app, user.email, password);
      const stolen = await loginAs(t.app, user.email, password);
      const auction = await createAuction(t.app);
      const socket = await bidderSocket(otherSession, user.id);
      const bid = (amount: number, headers: Record<string, string> = {}) =>
        socket.send(
          stompDestinations.bid,
          JSON.stringify({ auctionId: auction.id, userId: user.id, bidAmount: amount }),
          headers,
        );

      const attacker = renewLoop(stolen);
      await vi.waitUntil(() => attacker.chain.length >= 3, { timeout: 5000, interval: 10 });
      const change = await changePassword(user, password, changer);
      expect(change.statusCode, change.body).toBe(200);
      const fresh = change.json<{ accessToken: string }>().accessToken;
      await sleep(200);
      await attacker.stop();

      // The loop ended because the chain was refused, not because it was told to stop.
      expect(attacker.lastStatus()).toBe(401);

      for (const token of [changer, otherSession, ...attacker.chain]) await expectRefused(token);

      // STOMP: the socket opened with the other session, and a SEND carrying the newest chain token, are refused.
      const storedBids = () => t.db.select().from(bids).where(eq(bids.auctionId, auction.id));
      await bid(150);
      expect(JSON.parse((await socket.next(stompDestinations.errors)).body)).toEqual({
        error: messages.auth.invalidToken,
      });
      await bid(160, { accessToken: attacker.chain.at(-1) ?? '' });
      expect(JSON.parse((await socket.next(stompDestinations.errors)).body)).toEqual({
        error: messages.auth.invalidToken,
      });
      expect(await storedBids()).toEqual([]);

      // The token the change answered works, on HTTP and in a SEND.
      expect((await profile(fresh)).statusCode).toBe(200);
      await bid(170, { accessToken: fresh });
      expect(await storedBids()).toMatchObject([{ amount: 170, userId: user.id }]);
    },
  );

  it('a renewal that checked its token before the change committed is refused, so no successor carries the new version', async () => {
    const { user, password, token: stolen } = await createUser(t.app);
    const victim = await t.app.tokens.issue(user);
    const stolenJti = decodeJwt(stolen).jti;
    // The window between a renewal's token check and the token it issues is a few database round trips wide, too
    // narrow for a timer to hit reliably: hold the renewal in it (after its check and revocation) while the change
    // commits.
    const sessions = t.app.sessions;
    const revoke = sessions.revoke;
    let change: LightMyRequestResponse | undefined;
    sessions.revoke = async (claims) => {
      const revoked = await revoke(claims);
      if (claims.jti === stolenJti) change = await changePassword(user, password, victim);
      return revoked;
    };
    let renewal: LightMyRequestResponse;
    try {
      renewal = await renew(stolen);
    } finally {
      sessions.revoke = revoke;
    }

    expect(change?.statusCode, change?.body).toBe(200);
    expectErrorBody(renewal, 401);
    expect(renewal.json()).toEqual(invalid);
    await expectRefused(stolen);
    await expectRefused(victim);
    expect((await profile(change?.json<{ accessToken: string }>().accessToken ?? '')).statusCode).toBe(200);
  });
});
