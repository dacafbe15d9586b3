import { describe, expect, it } from 'vitest';
import { startLoad } from './harness/autocannon';
import { faultEnv, sleep, waitFor } from './harness/env';
import type { AccessLine } from './harness/nginx';
import { freePort } from './harness/server';
import { instancesBehindNginx } from './harness/stage';

/**
 * A rolling restart (each of two instances in turn gets SIGTERM and is started again) while autocannon loads nginx
 * (deploy/nginx.conf itself) → not one 5xx, error or timeout reaches the clients, searches (POST) included.
 */
describe.skipIf(!faultEnv.databaseUrl)('rolling restart behind nginx', () => {
  const { start, nginx: frontWith } = instancesBehindNginx();

  /** Answers nginx took from the instance on `port` (the last upstream it tried for each request). */
  const servedBy = (lines: AccessLine[], port: number) =>
    lines.filter((line) => line.upstreams.at(-1) === `127.0.0.1:${port}`).length;

  // Four start-ups (two at once, then each instance again): 90 s is short on a busy machine.
  it('restarts both instances one after the other under load with 0 answers in 5xx', async () => {
    const ports = [await freePort(), await freePort()] as const;
    // Both start at once on the empty database: the migrations and the seed take turns under their advisory lock.
    let a = start('A', ports[0]);
    let b = start('B', ports[1]);
    await Promise.all([a.ready(), b.ready()]);
    const nginx = await frontWith([...ports]);
    const proxy = nginx;

    const cities = (await (await fetch(`${proxy.url}/api/cities`)).json()) as Array<{ id: number }>;
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const search = JSON.stringify({
      fromCity: cities[0]!.id,
      toCity: cities[1]!.id,
      fromDateTime: `${day}T10:00:00`,
      toDateTime: `${day}T18:00:00`,
      selectedFeatures: null,
    });

    const load = startLoad({
      url: proxy.url,
      connections: 8,
      duration: 120,
      timeout: 10,
      // Reads that go to the database (and one that does not), as a storefront's visitors make them, and the
      // search, a POST: nginx never passes a POST on once it reached an instance, so a draining instance must not
      // leave one unanswered.
      requests: [
        { path: '/api/cars/paged?page=0' },
        { path: '/api/cities' },
        {
          method: 'POST',
          path: '/api/cars/availableCars',
          headers: { 'content-type': 'application/json' },
          body: search,
        },
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
      const servedBefore = servedBy(await proxy.accessLog(), port);
      exits.push(await old.stop('SIGTERM'));
      const fresh = start(name, port);
      await fresh.ready();
      if (name === 'A') a = fresh;
      else b = fresh;
      // nginx tries the instance in its turn again (it never takes one out), and it serves its share again.
      await waitFor(
        `instance ${name} back in rotation`,
        async () => servedBy(await proxy.accessLog(), port) > servedBefore + 50,
        20_000,
        250,
      );
    }
    await sleep(1000);
    load.stop();
    const result = await load.result;

    const lines = await proxy.accessLog();
    const count = (values: Array<string | number>) =>
      values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
    const passedOn = lines.filter((line) => line.upstreams.length > 1);
    const summary = {
      requests: result.requests.total,
      statuses: count(lines.map((line) => line.status)),
      passedOnByNginx: count(passedOn.map((line) => `${line.method} ${line.upstreamStatuses.join(' → ')}`)),
      servedByPort: { [ports[0]]: servedBy(lines, ports[0]), [ports[1]]: servedBy(lines, ports[1]) },
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      exits,
      nginxErrors: (await proxy.errorLog()).split('\n').filter(Boolean).slice(-10),
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
    // nginx saw 200s only, and 499 (the client went away) for the requests autocannon dropped when it was stopped.
    expect(Object.keys(summary.statuses).filter((status) => status !== '499')).toEqual(['200']);
    expect(summary.statuses['499'] ?? 0).toBeLessThanOrEqual(8);
  }, 180_000);
});
