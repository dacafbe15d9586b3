import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { finished: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A raw HTTP/1.1 connection; `received` resolves with everything the server wrote once it closes the socket. */
async function open(): Promise<{ socket: Socket; received: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const received = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { socket, received };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyOf = (response: string) => JSON.parse(response.split('\r\n\r\n')[1] ?? '');

describe('graceful shutdown', () => {
  it('lets running requests finish, answers requests that arrive meanwhile with 503, and closes the connections', async () => {
    const running = await open();
    running.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // A client in the middle of sending its request when shutdown begins: the request completes afterwards.
    const late = await open();
    late.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await wait(100);

    const started = Date.now();
    const closed = t.app.close();
    await wait(50);
    late.socket.write('\r\n');

    const [runningResponse, lateResponse] = await Promise.all([running.received, late.received]);
    await closed;
    // Finished as soon as the running request did, not after any keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(2000);

    expect(runningResponse).toMatch(/^HTTP\/1\.1 200/);
    expect(runningResponse).toMatch(/\r\nconnection: close\r\n/i);
    expect(bodyOf(runningResponse)).toEqual({ finished: true });

    expect(lateResponse).toMatch(/^HTTP\/1\.1 503/);
    expect(lateResponse).toMatch(/\r\nconnection: close\r\n/i);
    expect(lateResponse).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(bodyOf(lateResponse)).toEqual({ errors: [{ error: messages.http.unavailable }] });
  });
});
