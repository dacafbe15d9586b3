import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, sleep } from './harness/env';
import { freePort, ServerProcess } from './harness/server';

/**
 * SIGTERM drains in < 10 s. A request in flight when the signal arrives (a search whose client is still
 * uploading its body) completes with its full answer; an idle kept-alive connection is closed; new connections are
 * refused at once; the process exits 0 as soon as the last request is done.
 */
interface RawConnection {
  socket: Socket;
  /** Everything the server wrote, once it closed the connection. */
  received: Promise<string>;
}

async function open(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const received = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
  return { socket, received };
}

/** The answer to a new connection: 'refused' or what it got. */
async function tryConnect(port: number): Promise<string> {
  try {
    const { socket } = await open(port);
    socket.destroy();
    return 'accepted';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? 'refused' : String(error);
  }
}

function bodyOf(response: string): unknown {
  const [head = '', ...rest] = response.split('\r\n\r\n');
  const payload = rest.join('\r\n\r\n');
  // Chunked transfer: size lines between chunks.
  if (/transfer-encoding: chunked/i.test(head)) {
    let text = '';
    let remaining = payload;
    for (;;) {
      const eol = remaining.indexOf('\r\n');
      const size = parseInt(remaining.slice(0, eol), 16);
      if (!size) break;
      text += remaining.slice(eol + 2, eol + 2 + size);
      remaining = remaining.slice(eol + 2 + size + 2);
    }
    return JSON.parse(text);
  }
  return JSON.parse(payload);
}

describe.skipIf(!faultEnv.databaseUrl)('SIGTERM', () => {
  let database: FreshDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('lets the in-flight request finish, refuses new connections and exits 0 within 10 s', async () => {
    const port = await freePort();
    server = ServerProcess.start({ name: 'S', port, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
    await server.ready();

    const cities = (await (await fetch(`${server.origin}/api/cities`)).json()) as Array<{ id: number }>;
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const search = JSON.stringify({
      fromCity: cities[0]!.id,
      toCity: cities[1]!.id,
      fromDateTime: `${day}T10:00:00`,
      toDateTime: `${day}T18:00:00`,
      selectedFeatures: null,
    });
    const half = Math.floor(search.length / 2);

    // A search in flight: its headers and half of its body are in when SIGTERM arrives.
    const inFlight = await open(port);
    inFlight.socket.write(
      `POST /api/cars/availableCars HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(search)}\r\n\r\n` +
        search.slice(0, half),
    );
    // An idle kept-alive connection, as a browser or a balancer holds them.
    const idle = await open(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await sleep(300);

    const signalledAt = Date.now();
    const exited = server.stop('SIGTERM');
    await sleep(500);

    // The listening socket is closed: new connections are refused at once (a balancer tries the next instance).
    expect(await tryConnect(port)).toBe('refused');
    // The idle connection has been closed after its one answer.
    const idleResponse = await Promise.race([idle.received, sleep(2000).then(() => 'still open')]);
    expect(idleResponse).toMatch(/^HTTP\/1\.1 200/);
    expect(server.isRunning).toBe(true);

    // The slow client finishes its upload 1.5 s after the signal and still gets the whole answer.
    await sleep(1000);
    inFlight.socket.write(search.slice(half));
    const response = await inFlight.received;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(Array.isArray(bodyOf(response))).toBe(true);

    const exit = await exited;
    const totalMs = Date.now() - signalledAt;
    console.info(
      'SIGTERM drain:',
      JSON.stringify({ exit, totalMs, log: server.output.filter((line) => !line.includes('"level":30')) }),
    );
    expect(exit.code).toBe(0);
    expect(totalMs).toBeLessThan(10_000);
    // It exits as soon as the last request is done, not at the 10 s cap.
    expect(totalMs).toBeLessThan(5_000);
  });
});
