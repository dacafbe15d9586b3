import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Database } from '../../packages/api/src/db/client';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import { createTokenSigner } from '../../packages/api/src/security/tokens';
import { cannon } from './lib/cannon';
import { openBenchDatabase, recreateDatabase } from './lib/database';
import { BENCH_JWT_SECRET, BENCH_PUBLIC_URL, databaseUrl, type BenchOptions } from './lib/options';
import { report, round, summarise, verdict } from './lib/report';
import { seedSearchData, SEED_SIZE } from './lib/seed';

/** An operator's fleet: 40 cars in 20 cities, with a year of trips (100 each: 4,000, five times the demo's). */
const OPERATOR_FLEET = { cities: 20, cars: 40, bookingsPerCar: 100, users: 30 } as const;
const CALENDAR_DAYS = 14;
const SEQUENTIAL_REQUESTS = 200;
const TARGETS = { calendarP99Ms: 100, exportSeconds: 10 } as const;

const DAY_MS = 86_400_000;
/** How often the export's live heap is sampled (a full collection each time, so only what is still held counts). */
const HEAP_SAMPLE_MS = 200;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The operator's pages at their size (docs/product/admin-tools.md): the fleet calendar's one request for 40 cars ×
 * 14 days, one at a time and under 10 connections; and the bookings CSV export of the search data set (1,000 cars,
 * 100,000 bookings) read to its last byte, with the API's live heap sampled meanwhile: a stream holds a batch at a
 * time, a buffered export would hold every row (several times the file's size as objects and strings).
 */
export async function runFleet(options: BenchOptions) {
  const calendar = await benchCalendar({ ...options, database: `${options.database}_fleet` }, options);
  const exported = await benchExport({ ...options, database: `${options.database}_export` });
  const rows = [
    {
      measure: `calendar, ${OPERATOR_FLEET.cars} cars × ${CALENDAR_DAYS} days, 1 connection`,
      p50_ms: calendar.sequential.p50,
      p99_ms: calendar.sequential.p99,
      target: `p99 < ${TARGETS.calendarP99Ms} ms`,
      verdict: verdict(calendar.sequential.p99 < TARGETS.calendarP99Ms),
    },
    {
      measure: 'calendar, 10 connections',
      p50_ms: calendar.loaded.latency.p50,
      p99_ms: calendar.loaded.latency.p99,
      target: `${round(calendar.loaded.requestsPerSecond, 0)} req/s, ${calendar.loaded.non2xx + calendar.loaded.errors} failed`,
      verdict: verdict(calendar.loaded.non2xx + calendar.loaded.errors === 0),
    },
    {
      measure: `bookings export.csv, ${exported.rows.toLocaleString('en')} rows (${round(exported.bytes / 1e6, 1)} MB)`,
      p50_ms: null,
      p99_ms: round(exported.seconds * 1000, 0),
      target: `< ${TARGETS.exportSeconds} s; live heap +${round(exported.heapGrowth / 1e6, 1)} MB < ¼ of the file`,
      verdict: verdict(exported.seconds < TARGETS.exportSeconds && exported.heapGrowth < exported.bytes / 4),
    },
  ];
  report('fleet', 'Fleet calendar and exports (PostgreSQL)', rows, { calendar, exported });
}

async function startApp(options: BenchOptions, database: Database) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl(options),
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  if (database.driver !== 'pg') throw new Error('the fleet benchmark needs PostgreSQL');
  const admin = await database.pool.query<{ id: number }>(
    `insert into users (name, email, role) values ('Bench Admin', 'bench-admin@bench.local', 'ADMIN') returning id`,
  );
  const token = await createTokenSigner(BENCH_JWT_SECRET).issue({
    id: admin.rows[0]!.id,
    role: 'ADMIN',
    googleSub: null,
    tokenVersion: 0,
  });
  return { app, base: `http://127.0.0.1:${address.port}`, headers: { authorization: `Bearer ${token}` } };
}

async function benchCalendar(options: BenchOptions, general: BenchOptions) {
  console.log('fleet: seeding the operator fleet (40 cars, 20 cities, 4,000 trips)…');
  await recreateDatabase(options);
  const database = await openBenchDatabase(options);
  if (database.driver !== 'pg') throw new Error('the fleet benchmark needs PostgreSQL');
  const seeded = await seedSearchData(database.pool, OPERATOR_FLEET);
  // A one-hour block at the end of five slots per car (the seed leaves ≥ 1.2 h free there): 200 blocks.
  await database.pool.query(
    `insert into car_blocks (car_id, start_at, end_at, reason)
     select id, date_trunc('hour', now()) - interval '300 days' + (k + 1) * interval '79 hours 12 minutes' - interval '1 hour',
            date_trunc('hour', now()) - interval '300 days' + (k + 1) * interval '79 hours 12 minutes',
            'Service'
     from cars, generate_series(85, 89) k`,
  );
  const { app, base, headers } = await startApp(options, database);
  try {
    const from = isoDay(Date.now() - 3 * DAY_MS);
    const to = isoDay(Date.now() + (CALENDAR_DAYS - 4) * DAY_MS);
    const url = `${base}/api/fleet/calendar?from=${from}&to=${to}`;
    const first = (await (await fetch(url, { headers })).json()) as {
      cars: unknown[];
      bookings: unknown[];
      blocks: unknown[];
    };
    const shape = { cars: first.cars.length, bookings: first.bookings.length, blocks: first.blocks.length };
    console.log(
      `fleet: calendar ${from}…${to}: ${JSON.stringify(shape)}; ${SEQUENTIAL_REQUESTS} requests one at a time…`,
    );
    for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`calendar answered ${response.status}`);
      times.push(performance.now() - started);
    }
    const sequential = summarise(times);
    console.log(`fleet: calendar under 10 connections, ${general.duration}s…`);
    const loaded = await cannon({ url, connections: 10, duration: general.duration, method: 'GET', headers });
    return { seeded, shape, sequential, loaded };
  } finally {
    await app.close();
  }
}

async function benchExport(options: BenchOptions) {
  console.log(
    `fleet: seeding the export set (${SEED_SIZE.cars} cars, ${SEED_SIZE.cars * SEED_SIZE.bookingsPerCar} bookings)…`,
  );
  await recreateDatabase(options);
  const database = await openBenchDatabase(options);
  const seeded = database.driver === 'pg' ? await seedSearchData(database.pool) : {};
  const { app, base, headers } = await startApp(options, database);
  try {
    // The live heap, not garbage waiting for a collection: a full collection before each reading.
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const liveHeap = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = liveHeap();
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, liveHeap());
    }, HEAP_SAMPLE_MS);
    const started = performance.now();
    const response = await fetch(`${base}/api/bookings/export.csv`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let rows = -1; // the header line
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      rows += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(`fleet: exported ${rows} rows, ${bytes} bytes in ${round(seconds, 2)} s`);
    return { seeded, rows, bytes, seconds: round(seconds, 2), heapGrowth: heapPeak - heapBefore };
  } finally {
    await app.close();
  }
}
