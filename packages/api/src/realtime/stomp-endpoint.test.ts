import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, stompDestinations } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { AppError } from '../lib/app-error';
import { createTestApp, type TestApp } from '../test/app';
import { createAdmin, createUser, type TestUser } from '../test/factories';
import { stompMessages } from './stomp-session';
import { connectRaw, connectStomp, listen, StompErrorFrame, type TestStompClient } from '../test/stomp-client';

const ECHO = '/test/echo';
const errors = stompDestinations.errors;

let t: TestApp;
let url: string;
let alice: TestUser;
let bob: TestUser;
const clients: TestStompClient[] = [];

async function connect(user: TestUser, headers: Record<string, string> = {}, options = {}) {
  const client = await connectStomp(url, { accessToken: user.token, ...headers }, options);
  clients.push(client);
  return client;
}

/** Lets anything in flight arrive (for "nothing arrived" checks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

beforeAll(async () => {
  // The file's sessions stay open until it ends, most of them Alice's: more than an account may hold
  // (security/live-connections.test.ts keeps that limit).
  t = await createTestApp({ LIVE_SESSIONS_PER_ACCOUNT: '100' });
  // A SEND handler of the test's own: fails on demand, else publishes what it was sent with the sender's id.
  t.app.realtime.onSend(ECHO, async ({ body, claims }) => {
    const request = JSON.parse(body) as { fail?: 'app' | 'crash'; destination?: string };
    if (request.fail === 'app') throw new AppError('BAD_REQUEST', 'Nope, not that');
    if (request.fail === 'crash') throw new Error('an internal detail');
    await t.app.realtime.publish(request.destination ?? '/auction/999/bids', { from: claims.userId });
  });
  url = await listen(t.app);
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()));
  await t.close();
});

describe('CONNECT', () => {
  it('accepts a customer token and answers CONNECTED 1.2 with heart-beat 4000,4000', async () => {
    const client = await connect(
      alice,
      { userId: String(alice.user.id), auctionId: '1' },
      { heartbeatIncoming: 4000, heartbeatOutgoing: 4000 },
    );
    expect(client.client.connected).toBe(true);
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\nhost:x\naccessToken:${alice.token}\nheart-beat:0,0\n\n\0`);
    const connected = await raw.waitFor('CONNECTED');
    expect(connected).toMatch(/^CONNECTED\n/);
    expect(connected).toContain('\nversion:1.2\n');
    expect(connected).toContain('\nheart-beat:4000,4000\n');
    expect(connected).toMatch(/\nserver:Wayfare\/[\d.]+\n/);
    raw.socket.close();
  });

  it('refuses a guest (no token) and a bad token with an ERROR, then closes', async () => {
    await expect(connectStomp(url, {})).rejects.toThrow(new StompErrorFrame(messages.auth.unauthenticated));
    await expect(connectStomp(url, { accessToken: 'not-a-token' })).rejects.toThrow(
      new StompErrorFrame(messages.auth.invalidToken),
    );
    const raw = await connectRaw(url);
    raw.send('CONNECT\naccept-version:1.2\naccessToken:nope\n\n\0');
    expect(await raw.waitFor('ERROR')).toContain(`message:${messages.auth.invalidToken}`);
    expect((await raw.closed).code).toBe(1008);
  });

  it('refuses a userId header that is not the token user, and a client without STOMP 1.2', async () => {
    await expect(connectStomp(url, { accessToken: alice.token, userId: String(bob.user.id) })).rejects.toThrow(
      new StompErrorFrame(stompMessages.userMismatch),
    );
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.0,1.1\naccessToken:${alice.token}\n\n\0`);
    expect(await raw.waitFor('ERROR')).toContain('version:1.2');
    await raw.closed;
  });

  it('answers a frame before CONNECT with an ERROR and closes', async () => {
    const raw = await connectRaw(url);
    raw.send(`SUBSCRIBE\nid:1\ndestination:${errors}\n\n\0`);
    expect(await raw.waitFor('ERROR')).toContain(`message:${stompMessages.notConnected}`);
    expect((await raw.closed).code).toBe(1008);
  });

  it('plain HTTP GET /ws is a 404 and /ws is not in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: messages.http.notFound }] });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(document.paths['/ws']).toBeUndefined();
  });
});

describe('SUBSCRIBE and publish', () => {
  it('delivers a publish to the subscribers of that destination only, with the MESSAGE headers', async () => {
    const [a, b] = await Promise.all([connect(alice), connect(bob)]);
    await a.subscribe('/auction/1/bids');
    await b.subscribe('/auction/2/bids');
    await t.app.realtime.publish('/auction/1/bids', { id: 7, amount: 120 });
    await t.app.realtime.publish('/auction/1/bids', { id: 8, amount: 130 });
    const first = await a.next('/auction/1/bids');
    const second = await a.next('/auction/1/bids');
    expect(JSON.parse(first.body)).toEqual({ id: 7, amount: 120 });
    expect(first.headers).toMatchObject({ destination: '/auction/1/bids', 'content-type': 'application/json' });
    expect(first.headers.subscription).toBeTruthy();
    expect(first.headers['message-id']).not.toBe(second.headers['message-id']);
    await settle();
    expect(b.received.get('/auction/2/bids')).toBeUndefined();
  });

  it('sends a string body as text/plain and leaves out the excluded user', async () => {
    const [a, b] = await Promise.all([connect(alice), connect(bob)]);
    await a.subscribe('/auction/3/new-user');
    await b.subscribe('/auction/3/new-user');
    await t.app.realtime.publish('/auction/3/new-user', 'Alice', { excludeUserId: alice.user.id });
    const message = await b.next('/auction/3/new-user');
    expect(message.body).toBe('Alice');
    expect(message.headers['content-type']).toBe('text/plain');
    await settle();
    expect(a.received.get('/auction/3/new-user')).toBeUndefined();
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const a = await connect(alice);
    const destination = '/auction/4/bids';
    let count = 0;
    const subscription = a.client.subscribe(destination, () => count++);
    await a.subscribe(errors); // a receipt round trip: the SUBSCRIBE above is registered by now
    await t.app.realtime.publish(destination, { n: 1 });
    await settle();
    subscription.unsubscribe({ receipt: 'unsub-1' });
    await new Promise<void>((resolve) => a.client.watchForReceipt('unsub-1', () => resolve()));
    await t.app.realtime.publish(destination, { n: 2 });
    await settle();
    expect(count).toBe(1);
  });

  it('refuses destinations outside the auction topics and the error queue', async () => {
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`);
    await raw.waitFor('CONNECTED');
    raw.send('SUBSCRIBE\nid:1\ndestination:/user/queue/errors-of-someone-else\nreceipt:s1\n\n\0');
    const error = await raw.waitFor('ERROR');
    expect(error).toContain('message:Cannot subscribe to /user/queue/errors-of-someone-else');
    expect(error).toContain('receipt-id:s1');
    await raw.closed;
  });
});

describe("a user's own queues", () => {
  it("deliver a publish for one user to all of that user's sessions, and to nobody without an addressee", async () => {
    const [a1, a2, b] = await Promise.all([connect(alice), connect(alice), connect(bob)]);
    const outbid = stompDestinations.outbid;
    await Promise.all([a1, a2, b].map((client) => client.subscribe(outbid)));

    await t.app.realtime.publish(outbid, { auctionId: 1, highestBid: 110 }, { toUserId: alice.user.id });
    for (const client of [a1, a2]) {
      const message = await client.next(outbid);
      expect(JSON.parse(message.body)).toEqual({ auctionId: 1, highestBid: 110 });
      expect(message.headers.destination).toBe(outbid);
    }
    // A user destination is never broadcast: without toUserId nobody gets it.
    await t.app.realtime.publish(outbid, { auctionId: 2, highestBid: 120 });
    await settle();
    expect(b.received.get(outbid)).toBeUndefined();
    expect(a1.received.get(outbid)).toHaveLength(1);
    expect(a2.received.get(outbid)).toHaveLength(1);
  });

  it('are refused as an addressee of a shared destination', async () => {
    await expect(t.app.realtime.publish('/auction/1/bids', {}, { toUserId: alice.user.id })).rejects.toThrow(
      /toUserId/,
    );
  });

  it.each(['/user/queue/outbid-of-someone-else', '/user/2/queue/outbid', '/user/queue/outbid/2', '/user/queue/2'])(
    'have no name to forge: SUBSCRIBE to %s is refused',
    async (destination) => {
      const raw = await connectRaw(url);
      raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`);
      await raw.waitFor('CONNECTED');
      raw.send(`SUBSCRIBE\nid:1\ndestination:${destination}\n\n\0`);
      expect(await raw.waitFor('ERROR')).toContain(
        `message:${englishOf(stompMessages.forbiddenDestination(destination))}`,
      );
      await raw.closed;
    },
  );

  it('accept the auction state and the outbid queue', async () => {
    const a = await connect(alice);
    await a.subscribe('/auction/7/state');
    await a.subscribe(stompDestinations.outbid);
    await t.app.realtime.publish('/auction/7/state', { auctionId: 7 });
    expect(JSON.parse((await a.next('/auction/7/state')).body)).toEqual({ auctionId: 7 });
  });
});

describe('SEND', () => {
  it('runs the handler with the CONNECT user, or with the SEND accessToken user', async () => {
    const a = await connect(alice);
    await a.subscribe('/auction/5/bids');
    await a.send(ECHO, JSON.stringify({ destination: '/auction/5/bids' }));
    expect(JSON.parse((await a.next('/auction/5/bids')).body)).toEqual({ from: alice.user.id });
    await a.send(ECHO, JSON.stringify({ destination: '/auction/5/bids' }), { accessToken: bob.token });
    expect(JSON.parse((await a.next('/auction/5/bids')).body)).toEqual({ from: bob.user.id });
  });

  it("puts a handler's error on the sender's /user/queue/errors only; the connection stays open", async () => {
    const [a, otherA, b] = await Promise.all([connect(alice), connect(alice), connect(bob)]);
    await Promise.all([a.subscribe(errors), otherA.subscribe(errors), b.subscribe(errors)]);
    await a.send(ECHO, JSON.stringify({ fail: 'app' }));
    const error = await a.next(errors);
    expect(JSON.parse(error.body)).toEqual({ error: 'Nope, not that' });
    expect(error.headers['content-type']).toBe('application/json');

    await a.send(ECHO, JSON.stringify({ fail: 'crash' }));
    expect(JSON.parse((await a.next(errors)).body)).toEqual({ error: messages.http.internal });

    await a.send(ECHO, '{}', { accessToken: 'forged' });
    expect(JSON.parse((await a.next(errors)).body)).toEqual({ error: messages.auth.invalidToken });

    await a.send('/nowhere', '{}');
    expect(JSON.parse((await a.next(errors)).body)).toEqual({
      error: englishOf(stompMessages.unknownDestination('/nowhere')),
    });

    await settle();
    expect(otherA.received.get(errors)).toBeUndefined();
    expect(b.received.get(errors)).toBeUndefined();
    expect(a.client.connected).toBe(true);
  });

  it('lets an admin connect too (what an admin may do is the handler’s rule)', async () => {
    const admin = await createAdmin(t.app);
    const client = await connect(admin);
    expect(client.client.connected).toBe(true);
  });
});

describe('framing over the socket', () => {
  it('reassembles a frame split across WebSocket messages and handles several frames in one message', async () => {
    const raw = await connectRaw(url);
    const connectFrame = `CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`;
    raw.send(connectFrame.slice(0, 20));
    raw.send(connectFrame.slice(20, 40));
    raw.send(connectFrame.slice(40));
    await raw.waitFor('CONNECTED');
    raw.send(
      `SUBSCRIBE\nid:a\ndestination:/auction/7/bids\nreceipt:one\n\n\0\n` +
        `SUBSCRIBE\nid:b\ndestination:${errors}\nreceipt:two\n\n\0`,
    );
    await raw.waitFor('receipt-id:two');
    expect(raw.messages.some((m) => m.includes('receipt-id:one'))).toBe(true);
    await t.app.realtime.publish('/auction/7/bids', 'a:b\\c');
    const message = await raw.waitFor('MESSAGE');
    expect(message).toContain('\nsubscription:a\n');
    expect(message).toContain('\ndestination:/auction/7/bids\n');
    expect(message.endsWith('\n\na:b\\c\0')).toBe(true);
    raw.socket.close();
  });
});

describe('framing over the socket: EOLs', () => {
  it('reads an EOL after part of a frame as part of it, not as a heart-beat', async () => {
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`);
    await raw.waitFor('CONNECTED');
    // The two LFs, each a message of its own, end the last header line and the headers.
    raw.send('SUBSCRIBE\nid:a\ndestination:/auction/7/bids\nreceipt:split');
    raw.send('\n');
    raw.send('\n');
    raw.send('\0');
    expect(await raw.waitFor('RECEIPT')).toContain('receipt-id:split');
    // Between frames an EOL is a heart-beat, alone or before a frame.
    raw.send('\n');
    raw.send('\r\n');
    raw.send('\nSUBSCRIBE\nid:b\ndestination:/auction/8/bids\nreceipt:after\n\n\0');
    expect(await raw.waitFor('receipt-id:after')).toContain('RECEIPT');
    raw.socket.close();
  });
});

describe('limits and errors', () => {
  it('refuses an oversize frame with an ERROR and closes', async () => {
    const a = await connect(alice);
    const error = new Promise<string>(
      (resolve) => (a.client.onStompError = (frame) => resolve(frame.headers.message ?? '')),
    );
    a.client.publish({ destination: ECHO, body: 'x'.repeat(20 * 1024) });
    expect(await error).toMatch(/exceeds the limit/);
    expect((await a.closed).code).toBe(1009);
  });

  it('answers a frame flood with ERROR "Too many frames" and closes', async () => {
    const a = await connect(alice);
    const error = new Promise<string>(
      (resolve) => (a.client.onStompError = (frame) => resolve(frame.headers.message ?? '')),
    );
    for (let i = 0; i < 300; i++) a.client.publish({ destination: '/nowhere', body: '' });
    expect(await error).toBe(stompMessages.tooManyFrames);
    expect((await a.closed).code).toBe(1008);
  });

  it('answers a malformed frame with an ERROR and closes', async () => {
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`);
    await raw.waitFor('CONNECTED');
    raw.send('SEND\nbad\\qescape:1\n\n\0');
    expect(await raw.waitFor('ERROR')).toContain('undefined escape sequence');
    expect((await raw.closed).code).toBe(1002);
  });

  it('DISCONNECT gets its RECEIPT, then the server closes', async () => {
    const raw = await connectRaw(url);
    raw.send(`CONNECT\naccept-version:1.2\naccessToken:${alice.token}\n\n\0`);
    await raw.waitFor('CONNECTED');
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(await raw.waitFor('RECEIPT')).toContain('receipt-id:bye');
    expect((await raw.closed).code).toBe(1000);
  });
});

describe('fan-out frames', () => {
  it('writes one publish to every session with the same subscription id as the same text frame, one message-id for the message', async () => {
    const sessions = await Promise.all([alice, bob].map(() => connectRaw(url)));
    const kinds: boolean[] = [];
    for (const [i, raw] of sessions.entries()) {
      raw.socket.on('message', (_data, isBinary) => kinds.push(isBinary));
      raw.send(`CONNECT\naccept-version:1.2\naccessToken:${[alice, bob][i]!.token}\n\n\0`);
      await raw.waitFor('CONNECTED');
      raw.send('SUBSCRIBE\nid:sub-0\ndestination:/auction/7/bids\nreceipt:r\n\n\0');
      await raw.waitFor('RECEIPT');
    }
    await t.app.realtime.publish('/auction/7/bids', { id: 9, amount: 150 });
    await t.app.realtime.publish('/auction/7/bids', { id: 10, amount: 160 });
    const [a, b] = await Promise.all(sessions.map((raw) => raw.waitFor('"id":10')));
    const first = await sessions[0]!.waitFor('"id":9');
    // STOMP over WebSocket is text: a frame written from the shared bytes must not arrive as a binary message.
    expect(kinds.every((binary) => !binary)).toBe(true);
    expect(a).toBe(b);
    expect(a).toMatch(/^MESSAGE\nsubscription:sub-0\nmessage-id:[^\n]+\ndestination:\/auction\/7\/bids\n/);
    const messageId = (frame: string) => /\nmessage-id:([^\n]+)\n/.exec(frame)?.[1];
    expect(messageId(first)).not.toBe(messageId(a!));
    for (const raw of sessions) raw.socket.close();
  });
});

describe('shutdown', () => {
  it('closes every socket with 1001 when the app closes', async () => {
    const own = await createTestApp();
    try {
      const user = await createUser(own.app);
      const client = await connectStomp(await listen(own.app), { accessToken: user.token });
      const started = Date.now();
      await own.app.close();
      expect((await client.closed).code).toBe(1001);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await own.database.close();
    }
  });
});
