import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, stompDestinations } from '@wayfare/common';
import { bids } from '../src/db/schema';
import { stompMessages } from '../src/realtime/stomp-session';
import { connectStomp, listen, StompErrorFrame, type TestStompClient } from '../src/test/stomp-client';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAuction, createUser } from '../src/test/factories';
import { REFUSED_TOKENS } from './support/token-attacks';

/**
 * The token attack matrix on the STOMP CONNECT at /ws (docs/product/realtime-contract.md#connect), and on SENDs of a
 * session whose token died.
 */

let t: TestApp;
let url: string;
const open: TestStompClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.disconnect()));
  await t.close();
});

async function connect(headers: Record<string, string>) {
  const client = await connectStomp(url, headers);
  open.push(client);
  return client;
}

async function refusal(headers: Record<string, string>): Promise<string> {
  const error = await connect(headers).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StompErrorFrame);
  return (error as Error).message;
}

describe('CONNECT', () => {
  it('accepts a good token', async () => {
    const { token, user } = await createUser(t.app);
    await expect(connect({ accessToken: token, userId: String(user.id) })).resolves.toBeDefined();
  });

  it('without a token → ERROR', async () => {
    expect(await refusal({})).toBe(messages.auth.unauthenticated);
  });

  it.each(REFUSED_TOKENS.map((attack) => [attack.name, attack] as const))(
    '%s → ERROR, no session',
    async (_name, attack) => {
      const token = (await attack.make(t.app)).replace(/^Bearer /, '');
      expect(await refusal({ accessToken: token })).toBe(messages.auth.invalidToken);
    },
  );

  it("with another user's userId header → ERROR", async () => {
    const { token } = await createUser(t.app);
    const other = await createUser(t.app);
    expect(await refusal({ accessToken: token, userId: String(other.user.id) })).toBe(stompMessages.userMismatch);
  });

  it('a token sent as a Bearer header instead of accessToken is not read', async () => {
    const { token } = await createUser(t.app);
    expect(await refusal({ Authorization: `Bearer ${token}` })).toBe(messages.auth.unauthenticated);
  });
});

describe('SEND after the session’s token died', () => {
  async function bidderSession() {
    const auction = await createAuction(t.app);
    const bidder = await createUser(t.app);
    const client = await connect({ accessToken: bidder.token, userId: String(bidder.user.id) });
    await client.subscribe(stompDestinations.errors);
    const bid = (amount: number, headers: Record<string, string> = {}) =>
      client.send(
        stompDestinations.bid,
        JSON.stringify({ auctionId: auction.id, userId: bidder.user.id, bidAmount: amount }),
        headers,
      );
    const storedBids = () => t.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    return { bidder, client, bid, storedBids };
  }

  it('a live session bids', async () => {
    const { bid, storedBids } = await bidderSession();
    await bid(150);
    expect(await storedBids()).toHaveLength(1);
  });

  it('after logout, a SEND without its own accessToken is refused (the CONNECT token is checked again)', async () => {
    const { bidder, client, bid, storedBids } = await bidderSession();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bidder.headers })).statusCode).toBe(
      204,
    );
    await bid(150);
    const error = await client.next(stompDestinations.errors);
    expect(JSON.parse(error.body)).toEqual({ error: messages.auth.invalidToken });
    expect(await storedBids()).toEqual([]);
  });

  it.each(REFUSED_TOKENS.map((attack) => [attack.name, attack] as const))(
    'a SEND carrying a %s accessToken is refused',
    async (_name, attack) => {
      const { client, bid, storedBids } = await bidderSession();
      const token = (await attack.make(t.app)).replace(/^Bearer /, '');
      await bid(150, { accessToken: token });
      const error = await client.next(stompDestinations.errors);
      expect(JSON.parse(error.body)).toEqual({ error: messages.auth.invalidToken });
      expect(await storedBids()).toEqual([]);
    },
  );
});
