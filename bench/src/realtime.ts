import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import { createTokenSigner } from '../../packages/api/src/security/tokens';
import { runScript, startService } from './lib/child';
import { ensureDatabase, openBenchDatabase } from './lib/database';
import type { HostJob } from './lib/host';
import { BENCH_JWT_SECRET, databaseUrl, type BenchOptions } from './lib/options';
import { startRawWs } from './lib/raw-ws';
import { report, round, verdict } from './lib/report';
import type { ClientsJob, ClientsResult } from './lib/rt-clients';

/** A fresh auction on a fresh exclusive car, its subscribers and a bidder (customers), with their access tokens. */
async function prepareAuction(pool: pg.Pool, subscribers: number) {
  const tag = `${Date.now().toString(36)}`;
  const city = await pool.query<{ id: number }>(
    `insert into cities (name, lat, lon, depo_address) values ($1, 52.5, 13.4, 'Bench depot') returning id`,
    [`Realtime City ${tag}`],
  );
  const car = await pool.query<{ id: number }>(
    `insert into cars (make, model, registration_number, fuel_consumption, city_id, is_exclusive)
     values ('Porsche', '911', $1, 9.5, $2, true) returning id`,
    [`RT-${tag}`, city.rows[0]!.id],
  );
  const auction = await pool.query<{ id: number }>(
    `insert into auctions (description, min_bid_amount, end_at, car_id) values ('Benchmark auction', 100, now() + interval '2 hours', $1)
     returning id`,
    [car.rows[0]!.id],
  );
  const users = await pool.query<{ id: number }>(
    `insert into users (name, email, role)
     select 'RT User ' || i, 'rt-' || $1 || '-' || i || '@bench.local', 'CUSTOMER' from generate_series(0, $2) i
     returning id`,
    [tag, subscribers],
  );
  const signer = createTokenSigner(BENCH_JWT_SECRET);
  const identities = await Promise.all(
    users.rows.map(async ({ id }) => ({ userId: id, token: await signer.issue({ id, role: 'CUSTOMER', googleSub: null }) })),
  );
  return { auctionId: auction.rows[0]!.id, bidder: identities[0]!, subscribers: identities.slice(1) };
}

interface Scenario {
  name: string;
  app: ClientsResult;
  raw: ClientsResult;
}

/**
 * 1,000 STOMP subscribers on one auction, 100 bids SENT over STOMP one after another: per-subscriber delivery
 * latency (bid sent → MESSAGE received) beside a raw ws server broadcasting the same JSON to as many sockets. Then
 * the same with two API instances and Redis (subscribers split across them; the raw ceiling also goes through Redis
 * between two servers).
 */
export async function runRealtime(options: BenchOptions) {
  await ensureDatabase(options);
  const database = await openBenchDatabase(options);
  if (database.driver !== 'pg') throw new Error('the realtime benchmark needs PostgreSQL');
  const workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-rt-'));
  const scenarios: Scenario[] = [];
  try {
    for (const instances of [1, 2] as const) {
      const setup = await prepareAuction(database.pool, options.subscribers);
      const tokensFile = path.join(workDir, `tokens-${instances}.json`);
      writeFileSync(tokensFile, JSON.stringify({ subscribers: setup.subscribers, bidder: setup.bidder }));
      const redisUrl = instances === 2 ? options.redisUrl : undefined;
      const job = (mode: ClientsJob['mode'], urls: string[]): ClientsJob => ({
        mode,
        urls,
        subscribers: options.subscribers,
        bids: options.bids,
        auctionId: setup.auctionId,
        tokensFile,
        firstAmount: 100,
      });

      console.log(`realtime: ${instances} instance(s)${redisUrl ? ' + Redis' : ''}, raw ws ceiling…`);
      const rawA = await startRawWs(redisUrl ? { redisUrl } : {});
      const rawB = redisUrl ? await startService<{ port: number }>('lib/host.ts', { kind: 'raw', redisUrl } satisfies HostJob) : undefined;
      let raw: ClientsResult;
      try {
        const urls = [`ws://127.0.0.1:${rawA.port}/`, ...(rawB ? [`ws://127.0.0.1:${rawB.info.port}/`] : [])];
        raw = await runScript<ClientsResult>('lib/rt-clients.ts', job('raw', urls));
      } finally {
        await rawA.close();
        await rawB?.stop();
      }

      console.log(`realtime: ${instances} instance(s)${redisUrl ? ' + Redis' : ''}, the app…`);
      const config = loadConfig({
        DATABASE_URL: databaseUrl(options),
        JWT_SECRET: BENCH_JWT_SECRET,
        LOG_LEVEL: 'silent',
        ...(redisUrl && { REDIS_URL: redisUrl }),
      });
      const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
      const hostJob: HostJob | undefined = redisUrl
        ? { kind: 'api', databaseUrl: databaseUrl(options), jwtSecret: BENCH_JWT_SECRET, redisUrl }
        : undefined;
      const appB = hostJob ? await startService<{ port: number }>('lib/host.ts', hostJob) : undefined;
      let appResult: ClientsResult;
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('not listening on TCP');
        const urls = [`ws://127.0.0.1:${address.port}/ws`, ...(appB ? [`ws://127.0.0.1:${appB.info.port}/ws`] : [])];
        appResult = await runScript<ClientsResult>('lib/rt-clients.ts', job('stomp', urls));
      } finally {
        await appB?.stop();
        await app.close();
      }
      scenarios.push({ name: instances === 1 ? '1 instance' : '2 instances + Redis', app: appResult, raw });
    }

    const rows = scenarios.map(({ name, app, raw }) => {
      const ratio = app.latency.p99 / raw.latency.p99;
      return {
        setup: name,
        subscribers: options.subscribers,
        bids: options.bids,
        'app delivered': `${app.delivered}/${app.expected}`,
        'app p50 ms': app.latency.p50,
        'app p99 ms': app.latency.p99,
        'raw ws p50 ms': raw.latency.p50,
        'raw ws p99 ms': raw.latency.p99,
        'app/raw p99': `${round(ratio, 2)} ×`,
        'targets (p99<150 ms, ≤1.5×)': verdict(app.latency.p99 < 150 && ratio <= 1.5 && app.delivered === app.expected),
      };
    });
    report('realtime', `realtime: ${options.subscribers} STOMP subscribers on one auction, ${options.bids} bids`, rows, { scenarios });
    return rows;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await database.close();
  }
}
