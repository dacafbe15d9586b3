import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { messages, stompDestinations } from '@wayfare/common';
import { bids } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAuction, createUser } from '../src/test/factories';
import { connectStomp, listen } from '../src/test/stomp-client';

/**
 * /ws accepted an upgrade with `Origin: http://evil.example` and let it SEND: any page a logged-in user visited could
 * open the live channel. The upgrade is refused with 403 unless its Origin is the app's own, by the rule links follow
 * (PUBLIC_URL, else a loopback name or one of ALLOWED_HOSTS: lib/request-origin.ts), or absent (not a browser:
 * a browser always sends it). docs/product/realtime-contract.md#endpoint.
 */

interface Upgrade {
  status: number;
  body: string;
}

/** The answer to a WebSocket upgrade of /ws with `origin` (none when undefined). */
function upgrade(url: string, origin?: string): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp'], origin === undefined ? {} : { origin });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, body: '' });
    });
    socket.once('unexpected-response', (request, response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    socket.once('error', reject);
  });
}

const refused = { errors: [{ error: messages.realtime.foreignOrigin }] };

describe('without PUBLIC_URL: loopback pages only', () => {
  let t: TestApp;
  let url: string;
  let port: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    port = new URL(url).port;
  });
  afterAll(() => t.close());

  it.each([
    'http://evil.example',
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://evil.example:3000',
    'file://',
    'chrome-extension://abcdefghijklmnop',
    'http://localhost/path',
    'http://user@localhost',
  ])('Origin %s → 403, no socket', async (origin) => {
    const answer = await upgrade(url, origin);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual(refused);
  });

  it("the app's own page, and the web dev server on another loopback port, may connect", async () => {
    for (const origin of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      'http://localhost:5173',
      'http://[::1]:5173',
    ]) {
      expect((await upgrade(url, origin)).status, origin).toBe(101);
    }
  });

  it('a client without Origin (not a browser) connects and bids', async () => {
    expect((await upgrade(url)).status).toBe(101);
    const auction = await createAuction(t.app);
    const bidder = await createUser(t.app);
    const client = await connectStomp(url, { accessToken: bidder.token, userId: String(bidder.user.id) });
    await client.send(
      stompDestinations.bid,
      JSON.stringify({ auctionId: auction.id, userId: bidder.user.id, bidAmount: 150 }),
    );
    expect(await t.db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
    await client.disconnect();
  });
});

describe('with PUBLIC_URL: its origin only', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://rent.example.com' });
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('https://rent.example.com connects; its http twin, another port, loopback and others → 403', async () => {
    expect((await upgrade(url, 'https://rent.example.com')).status).toBe(101);
    for (const origin of [
      'http://rent.example.com',
      'https://rent.example.com:8443',
      'https://evil.rent.example.com',
      'http://localhost:3000',
      'https://evil.example',
    ]) {
      expect((await upgrade(url, origin)).status, origin).toBe(403);
    }
  });
});

describe('with ALLOWED_HOSTS: those hosts too', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_HOSTS: 'rent.local,shop.local:8443' });
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('an allowed host (any port, or the listed port) connects; look-alikes and other ports → 403', async () => {
    for (const origin of ['http://rent.local', 'http://rent.local:8080', 'https://shop.local:8443']) {
      expect((await upgrade(url, origin)).status, origin).toBe(101);
    }
    for (const origin of ['http://rent.local.evil.example', 'https://shop.local:9443', 'http://evil.example']) {
      expect((await upgrade(url, origin)).status, origin).toBe(403);
    }
  });
});
