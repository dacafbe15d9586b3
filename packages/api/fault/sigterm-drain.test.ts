import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, sleep } from './harness/env';
import { startNginx, type Nginx } from './harness/nginx';
import { freePort, ServerProcess } from './harness/server';
import { startTcpProxy, type TcpProxy } from './harness/tcp-proxy';

/**
 * SIGTERM drains in < 10 s. New connections are refused at once. For the grace (DRAIN_GRACE_MS, 1 s by default) the
 * kept-alive connections already open are still served, each answer with `Connection: close`, and /api/ready answers
 * 503; an idle one is closed once the grace is over. A request in flight when the signal arrives (a search whose
 * client is still uploading its body) completes with its full answer; the process exits 0 as soon as the last
 * request is done. Behind nginx (deploy/nginx.conf) the same drain loses nothing: requests in flight on the stopping
 * instance finish there, a slowly uploaded one goes to the other, and nginx's kept-alive connections do not hold the
 * instance open. (Writes sent down kept-alive connections during a drain: drain-writes.test.ts.)
 */
interface RawConnection {
  socket: Socket;
  /** Everything the server wrote, once it closed the connection. */
  received: Promise<string>;
  /** When the connection closed (Date.now()), once it has. */
  closedAt?: number;
}

async function open(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const connection: RawConnection = {
    socket,
    received: new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => {
        connection.closedAt = Date.now();
        resolve(text);
      });
      socket.on('error', () => {});
    }),
  };
  return connection;
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

/** A search for a one-day trip a week ahead between the first two cities (a read sent as POST). */
async function searchBody(origin: string): Promise<string> {
  const cities = (await (await fetch(`${origin}/api/cities`)).json()) as Array<{ id: number }>;
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    fromCity: cities[0]!.id,
    toCity: cities[1]!.id,
    fromDateTime: `${day}T10:00:00`,
    toDateTime: `${day}T18:00:00`,
    selectedFeatures: null,
  });
}

const searchHead = (body: string, extra = '', query = '') =>
  `POST /api/cars/availableCars${query} HTTP/1.1\r\nHost: localhost\r\n${extra}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

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

  it('refuses new connections, serves open ones for the grace, lets the in-flight request finish, exits 0 in 10 s', async () => {
    const port = await freePort();
    server = ServerProcess.start({ name: 'S', port, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
    await server.ready();

    const search = await searchBody(server.origin);
    const half = Math.floor(search.length / 2);

    // A search in flight: its headers and half of its body are in when SIGTERM arrives.
    const inFlight = await open(port);
    inFlight.socket.write(searchHead(search) + search.slice(0, half));
    // Idle kept-alive connections, as a browser or a balancer holds them: one stays idle, two are used again.
    const [idle, reused, probe] = [await open(port), await open(port), await open(port)];
    for (const connection of [idle, reused, probe]) {
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    }
    await sleep(300);

    const signalledAt = Date.now();
    const exited = server.stop('SIGTERM');
    await sleep(300);

    // The listening socket is closed: new connections are refused at once (a balancer tries the next instance).
    expect(await tryConnect(port)).toBe('refused');
    // During the grace a search sent down a kept-alive connection is answered in full, and the answer ends the
    // connection; readiness answers 503, so a balancer that probes takes the instance out.
    reused.socket.write(searchHead(search) + search);
    probe.socket.write('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const [reusedResponse, probeResponse] = await Promise.all(
      [reused, probe].map(({ received }) => Promise.race([received, sleep(3000).then(() => 'still open')])),
    );
    const second = (response: string) => response.slice(response.indexOf('HTTP/1.1', 1));
    expect(second(reusedResponse!)).toMatch(/^HTTP\/1\.1 200/);
    expect(second(reusedResponse!)).toMatch(/\r\nconnection: close\r\n/i);
    expect(Array.isArray(bodyOf(second(reusedResponse!)))).toBe(true);
    expect(second(probeResponse!)).toMatch(/^HTTP\/1\.1 503/);
    expect(bodyOf(second(probeResponse!))).toEqual({ errors: [{ error: messages.http.unavailable }] });

    // The idle connection is closed once the grace is over, after its one answer.
    const idleResponse = await Promise.race([idle.received, sleep(3000).then(() => 'still open')]);
    expect(idleResponse).toMatch(/^HTTP\/1\.1 200/);
    expect(idleResponse.match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(idle.closedAt! - signalledAt).toBeGreaterThanOrEqual(900);
    expect(server.isRunning).toBe(true);

    // The slow client finishes its upload 1.5 s after the signal and still gets the whole answer.
    await sleep(Math.max(0, signalledAt + 1500 - Date.now()));
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

describe.skipIf(!faultEnv.databaseUrl)('SIGTERM behind nginx', () => {
  let database: FreshDatabase;
  let relay: TcpProxy | undefined;
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.kill()));
    await relay?.close();
    await database?.drop();
  });

  it('finishes the requests in flight on the stopping instance, sends a slow upload to the other, exits 0', async () => {
    // A reaches PostgreSQL through a relay the test can hold still, so A's requests are still running at the signal
    // for as long as the test wants, however busy the machine is.
    const target = new URL(database.url);
    relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    const [portA, portB] = [await freePort(), await freePort()];
    const a = ServerProcess.start({
      name: 'A',
      port: portA,
      databaseUrl: throughRelay.toString(),
      redisUrl: faultEnv.redisUrl,
    });
    const b = ServerProcess.start({ name: 'B', port: portB, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
    servers.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    nginx = await startNginx([portA, portB]);
    const site = nginx.url;
    const search = await searchBody(site);
    const half = Math.floor(search.length / 2);
    // Kept-alive connections from nginx to both instances.
    for (let i = 0; i < 4; i++) expect((await fetch(`${site}/api/cars/count`)).status).toBe(200);

    // Reads and searches (POSTs: nginx never passes one on once an instance has it, so A must finish its own), half
    // of them on A, where they wait for the database.
    relay.stall();
    const requests = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0
          ? fetch(`${site}/api/cars/paged?page=0`)
          : fetch(`${site}/api/cars/availableCars`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: search,
            })
        ).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    // A search whose client is still uploading: nginx holds the body until it is whole (proxy_request_buffering).
    const slow = await open(nginx.port);
    // Its own query string, to find it in nginx's access log.
    slow.socket.write(searchHead(search, 'Connection: close\r\n', '?upload=slow') + search.slice(0, half));
    await sleep(300);
    const signalledAt = Date.now();
    const exited = a.stop('SIGTERM');

    // The database answers A again 1.5 s after the signal; the slow client finishes its upload then too.
    await sleep(1500);
    relay.resume();
    slow.socket.write(search.slice(half));
    const answers = await requests;
    const exit = await exited;
    const searchResponse = await Promise.race([slow.received, sleep(5000).then(() => 'no answer within 5 s')]);
    slow.socket.destroy();

    const lines = await nginx.accessLog();
    const onA = lines.filter((line) => line.upstreams.length === 1 && line.upstreams[0] === `127.0.0.1:${portA}`);
    const finishedOnAAfterSignal = onA.filter((line) => line.at > signalledAt);
    const summary = {
      exit,
      answers: answers.map((answer) => answer.status),
      finishedOnAAfterSignal: finishedOnAAfterSignal.map((line) => `${line.method} ${line.at - signalledAt} ms`),
      slowUpload: lines.find((line) => line.uri.endsWith('?upload=slow')),
    };
    console.info('SIGTERM behind nginx:', JSON.stringify(summary));

    for (const answer of answers) expect(answer.status).toBe(200);
    // Some of them were still running on A when it got the signal, reads and searches, and A answered them itself.
    expect(finishedOnAAfterSignal.map((line) => line.method).sort()).toEqual(expect.arrayContaining(['GET', 'POST']));
    // The slow upload reached an instance only once whole: by then A was gone, B answered.
    expect(searchResponse).toMatch(/^HTTP\/1\.1 200/);
    expect(Array.isArray(bodyOf(searchResponse))).toBe(true);
    expect(summary.slowUpload?.upstreams).toEqual([`127.0.0.1:${portB}`]);
    expect(lines.filter((line) => line.status >= 500)).toEqual([]);
    // Done as soon as its requests were, within the 10 s a drain may take: nginx's idle kept-alive connections to A
    // did not keep it running.
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
  });
});
