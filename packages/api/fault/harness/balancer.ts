import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer that behaves like a production one configured as the README advises (nginx
 * `proxy_next_upstream error timeout http_503`, HAProxy `option redispatch` + `retry-on conn-failure 503`):
 * - round robin over the upstreams whose readiness (GET /api/ready, polled every `healthIntervalMs`) answers 200;
 * - an upstream that refuses or resets a connection, or answers 503 (a draining instance), is taken out at once
 *   (passive check) until its readiness answers 200 again;
 * - the request then goes to the next upstream: always when nothing reached the failed one (connection refused),
 *   and for idempotent methods (GET, HEAD) also when it was sent, since repeating a read is harmless;
 * - when every upstream has failed, the client gets 502 (counted as a 5xx like any other).
 * Keep-alive connections to the upstreams, as nginx's `keepalive` directive keeps them.
 */
export interface Balancer {
  url: string;
  /** Answers the balancer gave, by status. */
  statuses: Map<number, number>;
  /** Requests passed to another upstream after a failure, and why. */
  retries: Map<string, number>;
  /** Answers each upstream gave, by its port (its address). */
  served: Map<number, number>;
  isHealthy(port: number): boolean;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

type Attempt = { kind: 'response'; response: IncomingMessage } | { kind: 'error'; reason: string; sent: boolean };

export async function startBalancer(
  upstreamPorts: number[],
  options: { healthIntervalMs?: number } = {},
): Promise<Balancer> {
  const healthIntervalMs = options.healthIntervalMs ?? 100;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const healthy = new Map(upstreamPorts.map((port) => [port, false]));
  const statuses = new Map<number, number>();
  const retries = new Map<string, number>();
  const served = new Map<number, number>();
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  let next = 0;

  async function check(port: number): Promise<void> {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      healthy.set(port, response.status === 200);
    } catch {
      healthy.set(port, false);
    }
  }
  await Promise.all(upstreamPorts.map(check));
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(upstreamPorts.map(check)).finally(() => (checking = false));
  }, healthIntervalMs);

  /** Healthy upstreams first, in round-robin order, then the others as a last resort. */
  function candidates(): number[] {
    const start = next++ % upstreamPorts.length;
    const ordered = [...upstreamPorts.slice(start), ...upstreamPorts.slice(0, start)];
    return [...ordered.filter((port) => healthy.get(port)), ...ordered.filter((port) => !healthy.get(port))];
  }

  function attempt(port: number, request: IncomingMessage, body: Buffer): Promise<Attempt> {
    return new Promise((resolve) => {
      let sent = false;
      const upstream = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: {
            ...endToEnd(request.headers),
            'x-forwarded-for': request.socket.remoteAddress ?? '',
            'content-length': String(body.length),
          },
          timeout: 15_000,
        },
        (response) => resolve({ kind: 'response', response }),
      );
      // Something may have reached the upstream once a connection exists (a reused keep-alive one, or a new one
      // once connected); a refused connection received nothing.
      upstream.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => (sent = true));
        else sent = true;
      });
      upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
      upstream.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'error', reason: error.code ?? error.message, sent }),
      );
      upstream.end(body);
    });
  }

  async function handle(request: IncomingMessage, reply: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const idempotent = request.method === 'GET' || request.method === 'HEAD';

    const ports = candidates();
    for (const [index, port] of ports.entries()) {
      const isLast = index === ports.length - 1;
      const result = await attempt(port, request, body);
      if (result.kind === 'response') {
        const { response } = result;
        if (response.statusCode === 503 && idempotent && !isLast) {
          // A draining (or database-less) instance: out of rotation until its readiness says otherwise.
          healthy.set(port, false);
          response.resume();
          count(retries, '503');
          continue;
        }
        count(served, port);
        count(statuses, response.statusCode ?? 0);
        reply.writeHead(response.statusCode ?? 502, endToEnd(response.headers));
        response.pipe(reply);
        return;
      }
      healthy.set(port, false);
      if (isLast || (result.sent && !idempotent)) break;
      count(retries, result.reason);
    }
    count(statuses, 502);
    reply.writeHead(502, { 'content-type': 'application/json' });
    reply.end(JSON.stringify({ errors: [{ error: 'No upstream answered' }] }));
  }

  const server = http.createServer((request, reply) => {
    handle(request, reply).catch((error: unknown) => {
      count(statuses, 502);
      if (!reply.headersSent) reply.writeHead(502);
      reply.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    retries,
    served,
    isHealthy: (upstream) => healthy.get(upstream) ?? false,
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
