import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv } from './harness/env';
import { startNginx, type Nginx } from './harness/nginx';
import { freePort, ServerProcess } from './harness/server';

/**
 * Behind nginx (deploy/nginx.conf) with TRUST_PROXY=1, the auth routes' limit (300 requests a minute per client IP,
 * counted per instance: docs/product/accounts-and-roles.md#login-limits) counts each real client — the address nginx
 * saw — whatever X-Forwarded-For the client sends itself. Clients are told apart by their source address: Linux
 * answers on all of 127.0.0.0/8, so 127.0.0.2, .3, .4 are three machines to nginx.
 */
const INSTANCES = 2;
const LIMIT = 300;

interface Answer {
  status: number;
  body: string;
}

/** POST /api/auth/renew from `clientIp`, with `forwardedFor` as the client's own X-Forwarded-For if given. */
function renew(agent: http.Agent, port: number, clientIp: string, forwardedFor?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        localAddress: clientIp,
        method: 'POST',
        path: '/api/auth/renew',
        headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ accessToken: 'not-a-token' }));
  });
}

describe.skipIf(!faultEnv.databaseUrl)('client IP behind nginx (TRUST_PROXY=1)', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    agent.destroy();
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.kill()));
    await database?.drop();
  });

  it('limits a client that forges X-Forwarded-For, and no one else', async () => {
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    servers.push(
      ...ports.map((port, i) =>
        ServerProcess.start({
          name: String.fromCharCode(65 + i),
          port,
          databaseUrl: database.url,
          redisUrl: faultEnv.redisUrl,
          env: { TRUST_PROXY: '1' },
        }),
      ),
    );
    await Promise.all(servers.map((server) => server.ready()));
    nginx = await startNginx(ports);
    const port = nginx.port;

    // 127.0.0.2 writes a new address into X-Forwarded-For on every request, sometimes several: were any of them
    // read, each request would be a new client and it would never be limited.
    const answers: Answer[] = [];
    for (let i = 0; i < INSTANCES * LIMIT + 50; i++) {
      const forged = i % 2 === 0 ? `203.0.113.${i % 250}` : `198.18.${i % 250}.1, 192.0.2.${i % 250}`;
      answers.push(await renew(agent, port, '127.0.0.2', forged));
    }
    const counts = answers.reduce<Record<number, number>>(
      (all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
      {},
    );
    console.info('forging client:', JSON.stringify(counts));
    // Each instance counts on its own (README: N instances allow N × 300), and nginx alternates between them.
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(INSTANCES * LIMIT);
    expect(counts[401]).toBeGreaterThanOrEqual(LIMIT);
    const last = answers.slice(-20);
    expect(last.map(({ status }) => status)).toEqual(last.map(() => 429));
    expect(JSON.parse(last[0]!.body)).toEqual({ errors: [{ error: messages.auth.tooManyRequests }] });

    // Without a forged header it is the same client, still limited.
    expect((await renew(agent, port, '127.0.0.2')).status).toBe(429);
    // Another client is counted on its own, and so is one that forges the limited client's address.
    for (let i = 0; i < INSTANCES; i++) {
      expect((await renew(agent, port, '127.0.0.3')).status).toBe(401);
      expect((await renew(agent, port, '127.0.0.4', '127.0.0.2')).status).toBe(401);
    }
  });
});
