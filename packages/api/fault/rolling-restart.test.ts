import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoad } from './harness/autocannon';
import { startBalancer, type Balancer } from './harness/balancer';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, sleep, waitFor } from './harness/env';
import { freePort, ServerProcess } from './harness/server';

/**
 * A rolling restart (each of two instances in turn gets SIGTERM and is started again) while autocannon loads the
 * balancer → not one 5xx, error or timeout reaches the clients.
 */
describe.skipIf(!faultEnv.databaseUrl)('rolling restart behind a load balancer', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  let balancer: Balancer | undefined;

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => server.kill()));
    await database?.drop();
  });

  const start = (name: string, port: number) => {
    const server = ServerProcess.start({ name, port, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
    servers.push(server);
    return server;
  };

  it('restarts both instances one after the other under load with 0 answers in 5xx', async () => {
    const ports = [await freePort(), await freePort()] as const;
    // Both start at once on the empty database: the migrations and the seed take turns under their advisory lock.
    let a = start('A', ports[0]);
    let b = start('B', ports[1]);
    await Promise.all([a.ready(), b.ready()]);
    balancer = await startBalancer([...ports]);
    const lb = balancer;

    const load = startLoad({
      url: lb.url,
      connections: 8,
      duration: 120,
      timeout: 10,
      // Reads that go to the database (and one that does not), as a storefront's visitors make them.
      requests: [
        { path: '/api/cars/paged?page=0' },
        { path: '/api/cities' },
        { path: '/api/cars/count' },
        { path: '/api/health' },
      ],
    });
    await sleep(1500);

    const exits = [];
    for (const [name, port] of [
      ['A', ports[0]],
      ['B', ports[1]],
    ] as const) {
      const old = name === 'A' ? a : b;
      const servedBefore = lb.served.get(port) ?? 0;
      exits.push(await old.stop('SIGTERM'));
      const fresh = start(name, port);
      await fresh.ready();
      if (name === 'A') a = fresh;
      else b = fresh;
      // The balancer's readiness check has taken the new instance back and it serves its share again.
      await waitFor(
        `instance ${name} back in rotation`,
        () => lb.isHealthy(port) && (lb.served.get(port) ?? 0) > servedBefore + 50,
      );
    }
    await sleep(1000);
    load.stop();
    const result = await load.result;

    const summary = {
      requests: result.requests.total,
      statuses: Object.fromEntries(lb.statuses),
      retriedAtTheBalancer: Object.fromEntries(lb.retries),
      servedByPort: Object.fromEntries(lb.served),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      exits,
    };
    console.info('rolling restart:', JSON.stringify(summary));

    for (const exit of exits) {
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeLessThan(10_000);
    }
    expect(result['2xx']).toBeGreaterThan(500);
    expect(result['5xx']).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect([...lb.statuses.keys()]).toEqual([200]);
  });
});
