import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, type TestUser } from '../test/factories';
import { connectRaw, connectStomp, listen, type TestStompClient } from '../test/stomp-client';

/** STOMP heart-beats over the real socket (docs/product/realtime-contract.md): both ways, 4000,4000. */

let t: TestApp;
let url: string;
let alice: TestUser;
const clients: TestStompClient[] = [];

async function connect(user: TestUser, headers: Record<string, string> = {}, options = {}) {
  const client = await connectStomp(url, { accessToken: user.token, ...headers }, options);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  alice = await createUser(t.app);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

describe.concurrent('heart-beats', () => {
  it('keeps a quiet 4000/4000 client connected past twice the interval, and it still gets publishes', async () => {
    const a = await connect(alice, {}, { heartbeatIncoming: 4000, heartbeatOutgoing: 4000 });
    await a.subscribe('/auction/6/bids');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(a.client.connected).toBe(true);
    await t.app.realtime.publish('/auction/6/bids', { still: 'here' });
    expect(JSON.parse((await a.next('/auction/6/bids')).body)).toEqual({ still: 'here' });
  }, 20_000);

  it('sends its beats to a raw client as text messages holding one LF, and keeps one beating on LFs open', async () => {
    const raw = await connectRaw(url);
    const kinds: boolean[] = [];
    raw.socket.on('message', (data: Buffer, isBinary) => {
      if (data.toString() === '\n') kinds.push(isBinary);
    });
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\nheart-beat:4000,4000\n\n\0`);
    await raw.waitFor('CONNECTED');
    // The client beats every 2 s for 10 s: past twice the interval, so only its LFs keep it open.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      raw.send('\n');
    }
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    // At least one beat per 4 s from the server, each a text message.
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    expect(kinds.every((binary) => !binary)).toBe(true);
    raw.socket.close();
  }, 15_000);

  it('closes a connection that promised heart-beats and went silent', async () => {
    const raw = await connectRaw(url);
    // Promises one every 4 s (the server's minimum), then sends nothing: closed after about 8 s.
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\nheart-beat:4000,0\n\n\0`);
    await raw.waitFor('CONNECTED');
    const started = Date.now();
    expect((await raw.closed).code).toBe(1008);
    expect(Date.now() - started).toBeGreaterThan(7000);
  }, 15_000);
});
