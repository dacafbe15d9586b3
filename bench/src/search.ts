import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../packages/api/src/app';
import { DEFAULT_POOL_SIZE, loadConfig } from '../../packages/api/src/config';
import { cannon, type CannonJob, type CannonResult } from './lib/cannon';
import { wrk } from './lib/wrk';
import { openBenchDatabase, recreateDatabase } from './lib/database';
import { BENCH_JWT_SECRET, BENCH_PUBLIC_URL, databaseUrl, type BenchOptions } from './lib/options';
import { profiled } from './lib/profile';
import { median, report, round, summarise, verdict } from './lib/report';
import { checkSeed, countRows, searchBodies, seedSearchData, seedSize, type SeedTimings } from './lib/seed';
import { runAdminReads } from './admin-reads';

/** One SQL statement exactly as Drizzle handed it to pg (config object with text, rowMode, type parsers; values). */
interface RecordedQuery {
  config: unknown;
  values: unknown;
}
/** The statements of one request; those in one group were in flight together (Promise.all in the app). */
type Recording = RecordedQuery[][];

const BODY_COUNT = 200;
const POOL_SIZE = DEFAULT_POOL_SIZE; // what the app's pool has (DATABASE_POOL_SIZE's default)
const CONNECTIONS = [10, 50];
const ROUNDS = 3;

/**
 * POST /api/cars/availableCars on PostgreSQL (1,000 cars, 50 cities, 100,000 bookings; `scale=10`: 10,000 cars, 200
 * cities, 1,000,000 bookings in a database of its own) under autocannon, beside the ceiling: the very SQL statements
 * the app ran for each body, recorded from the app's own pool and replayed straight through a pg Pool of the same size
 * at the same concurrency. At scale 10 (or with `admin-reads`), the admin's reads are timed afterwards (admin-reads.ts).
 */
export async function runSearch(benchOptions: BenchOptions) {
  const { scale } = benchOptions;
  const options = scale === 1 ? benchOptions : { ...benchOptions, database: `${benchOptions.database}_x${scale}` };
  if (!options.reuse) {
    console.log(`search: recreating and seeding the benchmark database ${options.database} (scale ${scale})…`);
    await recreateDatabase(options);
  }
  const database = await openBenchDatabase(options);
  if (database.driver !== 'pg') throw new Error('the search benchmark needs PostgreSQL');
  const seedStarted = performance.now();
  const seedTimings: SeedTimings = {};
  const seeded = options.reuse
    ? await countRows(database.pool)
    : await seedSearchData(database.pool, seedSize(scale), seedTimings);
  const seedSeconds = options.reuse ? null : round((performance.now() - seedStarted) / 1000, 1);
  console.log(`search: ${seedSeconds === null ? 'reusing' : `seeded in ${seedSeconds} s:`} ${JSON.stringify(seeded)}`);
  if (seedSeconds !== null) console.log(`search: seeding steps (ms): ${JSON.stringify(seedTimings)}`);
  // Not part of the seeding's time: that the seeded rows are what the app's triggers make (throws if not).
  const seedCheck = seedSeconds === null ? null : await checkSeed(database.pool);
  if (seedCheck) console.log(`search: the seeded database checked: ${JSON.stringify(seedCheck)}`);

  const cityIds = (await database.pool.query<{ id: number }>('select id from cities order by id')).rows.map(
    (r) => r.id,
  );
  const featureIds = (
    await database.pool.query<{ id: number }>(
      `select id from features where (feature_type, feature_text) in (('Transmission','Auto'),('Seats','5'),('Bonus','GPS'),('Doors','4'))`,
    )
  ).rows.map((r) => r.id);
  const bodies = searchBodies(BODY_COUNT, cityIds, featureIds, options.bodies);
  const load = (job: CannonJob) => (options.client === 'wrk' ? wrk(job) : cannon(job));

  const config = loadConfig({
    DATABASE_URL: databaseUrl(options),
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
  const ceilingPool = new pg.Pool({ connectionString: databaseUrl(options), max: POOL_SIZE });
  try {
    // Each body once through the app, recording the statements it sends to PostgreSQL.
    const { recordings, carsPerResponse } = await record(app, database.pool, bodies);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on TCP');
    const url = `http://127.0.0.1:${address.port}/api/cars/availableCars`;

    const profile = await profileQueries(ceilingPool, recordings);
    console.log(`search: warm-up ${options.warmup}s (app and ceiling)…`);
    await load({ url, connections: 50, duration: options.warmup, method: 'POST', bodies });
    await ceiling(ceilingPool, recordings, 50, options.warmup);

    // Alternating rounds, medians: load from other work on the machine comes and goes, and hits both sides.
    const duration = Math.max(3, Math.round(options.duration / 2));
    const runs: Array<{ connections: number; app: CannonResult[]; sql: CeilingResult[] }> = [];
    for (const connections of CONNECTIONS) {
      const run = { connections, app: [] as CannonResult[], sql: [] as CeilingResult[] };
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(
          `search: ${connections} connections, round ${round}/${ROUNDS}: ${duration}s app, ${duration}s SQL ceiling…`,
        );
        run.app.push(await load({ url, connections, duration, method: 'POST', bodies }));
        run.sql.push(await ceiling(ceilingPool, recordings, connections, duration));
      }
      runs.push(run);
    }
    if (options.profile) {
      console.log(`search: profiling the server for ${duration}s at 50 connections…`);
      await profiled(
        'search',
        () => load({ url, connections: 50, duration, method: 'POST', bodies }),
        (result) => result.total,
      );
    }

    const rows = runs.map(({ connections, app: a, sql }) => {
      const appRps = median(a.map((r) => r.requestsPerSecond));
      const sqlRps = median(sql.map((r) => r.requestsPerSecond));
      const appP99 = median(a.map((r) => r.latency.p99));
      const ratio = appRps / sqlRps;
      return {
        connections,
        'app req/s': round(appRps, 0),
        'app p50 ms': median(a.map((r) => r.latency.p50)),
        'app p99 ms': appP99,
        'app errors/non-2xx': `${a.reduce((n, r) => n + r.errors + r.timeouts, 0)}/${a.reduce((n, r) => n + r.non2xx, 0)}`,
        'SQL req/s': round(sqlRps, 0),
        'SQL p50 ms': median(sql.map((r) => r.latency.p50)),
        'SQL p99 ms': median(sql.map((r) => r.latency.p99)),
        'app/SQL': `${round(ratio * 100, 0)} %`,
        'targets (p99<50 ms @50, ≥50 %)':
          connections === 50 ? verdict(appP99 < 50 && ratio >= 0.5) : verdict(ratio >= 0.5),
      };
    });
    const size = `${seeded.cars?.toLocaleString('en')} cars / ${seeded.cities} cities / ${seeded.bookings?.toLocaleString('en')} bookings`;
    report(
      scale === 1 ? 'search' : `search-x${scale}`,
      `search: POST /api/cars/availableCars (PostgreSQL, ${size}, ${seedSeconds === null ? 'reused' : `seeded in ${seedSeconds} s`}; medians of 3 alternating rounds)`,
      rows,
      {
        seeded,
        seedSeconds,
        seedTimings,
        seedCheck,
        bodies: BODY_COUNT,
        carsPerResponse,
        poolSize: POOL_SIZE,
        sqlStatementsPerRequest: profile.statementsPerRequest,
        sqlSerialMsByStatement: profile.meanMsByStatement,
        runs,
      },
    );
    if (options.adminReads)
      await runAdminReads(
        `http://127.0.0.1:${address.port}/api`,
        database.pool,
        `admin reads, one request at a time (PostgreSQL, ${size})`,
        scale,
      );
    return rows;
  } finally {
    await app.close();
    await ceilingPool.end();
    await database.close();
  }
}

async function record(app: Awaited<ReturnType<typeof buildApp>>, pool: pg.Pool, bodies: string[]) {
  const recordings: Recording[] = [];
  const carCounts: number[] = [];
  let current: Recording = [];
  let inFlight = 0;
  const original = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const recordingQuery = (config: unknown, values?: unknown) => {
    if (inFlight === 0 || current.length === 0) current.push([]);
    current.at(-1)!.push({ config, values });
    inFlight++;
    return original(config, values).finally(() => inFlight--);
  };
  (pool as unknown as { query: typeof recordingQuery }).query = recordingQuery;
  try {
    for (const body of bodies) {
      current = [];
      const response = await app.inject({
        method: 'POST',
        url: '/api/cars/availableCars',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`search body ${body} → ${response.statusCode} ${response.body}`);
      carCounts.push((response.json() as unknown[]).length);
      recordings.push(current);
    }
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  const counts = summarise(carCounts);
  const mean = carCounts.reduce((a, b) => a + b, 0) / carCounts.length;
  return {
    recordings,
    carsPerResponse: {
      mean: round(mean, 1),
      p50: counts.p50,
      max: counts.max,
      empty: carCounts.filter((n) => n === 0).length,
    },
  };
}

interface CeilingResult {
  requestsPerSecond: number;
  total: number;
  latency: { p50: number; p99: number; mean: number; max: number };
}

/** `connections` workers, each replaying one recorded request after another (its groups in order, a group at once). */
async function ceiling(
  pool: pg.Pool,
  recordings: Recording[],
  connections: number,
  seconds: number,
): Promise<CeilingResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const recording = recordings[next++ % recordings.length]!;
      const t0 = performance.now();
      for (const group of recording)
        await Promise.all(group.map((q) => pool.query(q.config as pg.QueryConfig, q.values as unknown[])));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const s = summarise(latencies);
  const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  return {
    requestsPerSecond: latencies.length / elapsed,
    total: latencies.length,
    latency: { p50: s.p50, p99: s.p99, mean: round(mean), max: s.max },
  };
}

/** Each statement position timed alone, one request at a time: where a request's SQL time goes. */
async function profileQueries(pool: pg.Pool, recordings: Recording[]) {
  const byPosition = new Map<string, number[]>();
  const statementCounts: number[] = [];
  for (const recording of recordings.slice(0, 100)) {
    const flat = recording.flat();
    statementCounts.push(flat.length);
    for (const [i, q] of flat.entries()) {
      const t0 = performance.now();
      await pool.query(q.config as pg.QueryConfig, q.values as unknown[]);
      const key = `#${i + 1} ${String((q.config as { text?: string }).text ?? q.config)
        .replace(/\s+/g, ' ')
        .slice(0, 60)}`;
      byPosition.set(key, [...(byPosition.get(key) ?? []), performance.now() - t0]);
    }
  }
  const meanMsByStatement = Object.fromEntries(
    [...byPosition].map(([key, times]) => [
      key,
      { mean: round(times.reduce((a, b) => a + b, 0) / times.length), ...summarise(times) },
    ]),
  );
  return { statementsPerRequest: summarise(statementCounts), meanMsByStatement };
}
