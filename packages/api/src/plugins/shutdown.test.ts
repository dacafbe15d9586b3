import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app listening on a free port, with a slow route and a write that counts its calls. */
async function listeningApp(): Promise<{ app: TestApp; port: number; writes: () => number }> {
  const app = await createTestApp();
  let writes = 0;
  app.app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    return { finished: true };
  });
  app.app.post('/api/test/write', async () => ({ write: ++writes }));
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.app.server.address() as AddressInfo).port, writes: () => writes };
}

interface RawConnection {
  socket: Socket;
  /** Everything the server wrote so far. */
  text(): string;
  /** Resolves with everything the server wrote once the connection is closed; `closedAt` is then set. */
  received: Promise<string>;
  closedAt?: number;
}

/** A raw HTTP/1.1 connection (kept alive unless a request says otherwise). */
async function open(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let text = '';
  const connection: RawConnection = {
    socket,
    text: () => text,
    received: new Promise<string>((resolve, reject) => {
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => {
        connection.closedAt = Date.now();
        resolve(text);
      });
      socket.on('error', reject);
    }),
  };
  return connection;
}

/** A kept-alive connection that has had one answer and is now idle, as a browser or a balancer keeps them. */
async function idleConnection(port: number): Promise<RawConnection> {
  const connection = await open(port);
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  while (!connection.text().endsWith('}')) await wait(10);
  return connection;
}

async function tryConnect(port: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The answers on one connection, in order: status line, headers as written, body. */
const answersOf = (text: string) =>
  text
    .split(/(?=HTTP\/1\.1 )/)
    .filter(Boolean)
    .map((answer) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.slice(9, 12)), head, body: body ? (JSON.parse(body) as unknown) : undefined };
    });
const closes = (head: string) => /\r\nconnection: close\r\n/i.test(head);

describe('close()', () => {
  it('lets running requests finish, answers requests that arrive meanwhile with 503, and closes the connections', async () => {
    const { app, port } = await listeningApp();
    t = app;
    const running = await open(port);
    running.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // A client in the middle of sending its request when shutdown begins: the request completes afterwards.
    const late = await open(port);
    late.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await wait(100);

    const started = Date.now();
    const closed = app.app.close();
    await wait(50);
    late.socket.write('\r\n');

    const runningAnswers = answersOf(await running.received);
    const lateAnswers = answersOf(await late.received);
    await closed;
    // Finished as soon as the running request did, not after any keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(3000);

    expect(runningAnswers).toEqual([{ status: 200, head: expect.any(String), body: { finished: true } }]);
    expect(closes(runningAnswers[0]!.head)).toBe(true);
    expect(lateAnswers).toEqual([
      { status: 503, head: expect.any(String), body: { errors: [{ error: messages.http.unavailable }] } },
    ]);
    expect(lateAnswers[0]!.head).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(closes(lateAnswers[0]!.head)).toBe(true);
  });
});

describe('drain()', () => {
  it('refuses new connections, serves open ones with Connection: close for the grace, then closes the idle ones', async () => {
    const { app, port, writes } = await listeningApp();
    t = app;
    const reused = await idleConnection(port);
    const probed = await idleConnection(port);
    const untouched = await idleConnection(port);
    const running = await open(port);
    running.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await wait(100);

    const graceMs = 600;
    const started = Date.now();
    const drained = app.app.drain({ graceMs });
    await wait(100);

    // New connections are refused at once: a balancer turns to another instance for free.
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    // A write sent down a kept-alive connection during the grace is served and applied once, and its answer closes
    // the connection, so the client sends its next request elsewhere.
    reused.socket.write('POST /api/test/write HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n');
    // Readiness says no, so balancers that probe take the instance out.
    probed.socket.write('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const reusedAnswers = answersOf(await reused.received);
    const probedAnswers = answersOf(await probed.received);
    expect(reusedAnswers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: { status: 'ok' } },
      { status: 200, body: { write: 1 } },
    ]);
    expect(closes(reusedAnswers[0]!.head)).toBe(false);
    expect(closes(reusedAnswers[1]!.head)).toBe(true);
    expect(writes()).toBe(1);
    expect(probedAnswers[1]).toEqual({
      status: 503,
      head: expect.any(String),
      body: { errors: [{ error: messages.http.unavailable }] },
    });
    expect(closes(probedAnswers[1]!.head)).toBe(true);

    // The connection nobody used is closed only once the grace is over, having been sent nothing more.
    await untouched.received;
    expect(untouched.closedAt! - started).toBeGreaterThanOrEqual(graceMs - 10);
    expect(reused.closedAt!).toBeLessThan(untouched.closedAt!);
    expect(answersOf(untouched.text())).toHaveLength(1);

    // The request running all along finishes with its whole answer, and then the drain is done.
    const [runningAnswer] = answersOf(await running.received);
    expect(runningAnswer).toEqual({ status: 200, head: expect.any(String), body: { finished: true } });
    expect(closes(runningAnswer!.head)).toBe(true);
    await drained;
    expect(app.app.server.listening).toBe(false);
  });

  it('ends the grace as soon as no connection is left open', async () => {
    const { app, port } = await listeningApp();
    t = app;
    const kept = await idleConnection(port);
    const started = Date.now();
    const drained = app.app.drain({ graceMs: 5000 });
    await wait(200);
    // The client closes its kept-alive connection itself (as a browser does after reading Connection: close).
    kept.socket.end();
    await drained;
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('drains once however often it is asked', async () => {
    const { app } = await listeningApp();
    t = app;
    const first = app.app.drain({ graceMs: 100 });
    expect(app.app.drain({ graceMs: 100 })).toBe(first);
    await first;
  });
});
