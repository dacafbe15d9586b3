import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createTokenSigner } from '../../packages/api/src/security/tokens';
import { BENCH_JWT_SECRET } from './lib/options';
import { report, resultsDir, summarise, verdict } from './lib/report';

/**
 * Requests per endpoint, one at a time after one unmeasured request (p99 of 50 is the slowest, nearest rank), or as
 * many as fit in BUDGET_MS (at least MIN_REQUESTS): an endpoint far over its target must not hold the run for minutes.
 */
const REQUESTS = 50;
const BUDGET_MS = 15_000;
const MIN_REQUESTS = 5;
/** The targets per request (bench/README.md's targets table). */
const TARGET_MS = { statistics: 300, list: 50, carInfo: 100 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The admin's pages at the data set's size (ten times the data): every statistics endpoint, the bookings list and its filters
 * (page and count), and the car info page's three requests, each timed alone against the running app at `base`
 * (`http://host:port/api`), as an administrator.
 */
export async function runAdminReads(base: string, pool: pg.Pool, title: string, scale: number) {
  const admin = await pool.query<{ id: number }>(
    `insert into users (name, email, role) values ('Bench Admin', 'bench-admin-' || gen_random_uuid() || '@bench.local', 'ADMIN') returning id`,
  );
  const token = await createTokenSigner(BENCH_JWT_SECRET).issue({
    id: admin.rows[0]!.id,
    role: 'ADMIN',
    googleSub: null,
    tokenVersion: 0,
  });
  // A car in the middle of the fleet, and a customer with bookings, so the filters select some rows and not all.
  const middle = (
    await pool.query<{ id: number; registration_number: string; model: string }>(
      'select id, registration_number, model from cars order by id offset (select count(*) / 2 from cars) limit 1',
    )
  ).rows[0]!;
  const carId = middle.id;
  const today = new Date();
  const weekAgo = day(new Date(today.getTime() - 7 * 86_400_000));
  const yearAgo = `${day(new Date(today.getTime() - 365 * 86_400_000))}T00:00:00`;
  const filters = [
    '',
    'status=Paid',
    `carId=${carId}`,
    // A car by its plate (one car) and by its model (a share of the fleet), as an operator types them.
    `car=${encodeURIComponent(middle.registration_number.toLowerCase())}`,
    `car=${encodeURIComponent(middle.model)}`,
    'q=customer-42',
    `from=${weekAgo}&to=${day(today)}`,
    `status=Finished&q=customer-42&from=${weekAgo}&to=${day(today)}`,
  ];
  const endpoints: Array<{ group: keyof typeof TARGET_MS; path: string }> = [
    ...['general', 'discounts', 'cars', 'trips', 'per-month', 'popular-over-time'].map((name) => ({
      group: 'statistics' as const,
      path: `/statistics/${name}`,
    })),
    {
      group: 'statistics',
      path: `/statistics/popular-over-time?startDateTime=${yearAgo}&endDateTime=${day(today)}T23:59:59`,
    },
    ...filters.flatMap((query) => [
      { group: 'list' as const, path: `/bookings/paged?page=0${query ? `&${query}` : ''}` },
      { group: 'list' as const, path: `/bookings/count${query ? `?${query}` : ''}` },
    ]),
    { group: 'carInfo', path: `/cars/${carId}` },
    { group: 'carInfo', path: `/statistics/by-car?carId=${carId}` },
    { group: 'carInfo', path: `/bookings/by-car?carId=${carId}` },
  ];

  // The machine is shared: the load beside each run says how far its numbers can be read (bench/README.md).
  const loadBefore = os.loadavg().map((n) => Math.round(n * 10) / 10);
  const rows = [];
  const plans: string[] = [];
  for (const { group, path: url } of endpoints) {
    const times: number[] = [];
    let bytes = 0;
    const started = performance.now();
    for (let i = 0; i <= REQUESTS; i++) {
      if (i > MIN_REQUESTS && performance.now() - started > BUDGET_MS) break;
      const t0 = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url} → ${response.status} ${Buffer.from(body).toString()}`);
      if (i > 0) times.push(performance.now() - t0);
      bytes = body.byteLength;
    }
    const s = summarise(times);
    rows.push({
      endpoint: `GET /api${url.replace(/\d{4}-\d\d-\d\d(T[\d:]+)?/g, '…')}`,
      'p50 ms': s.p50,
      'p99 ms': s.p99,
      requests: s.count,
      'response bytes': bytes,
      target: `< ${TARGET_MS[group]} ms`,
      verdict: verdict(s.p99 < TARGET_MS[group]),
    });
    console.log(`admin reads: ${rows.at(-1)!.endpoint} p50 ${s.p50} ms, p99 ${s.p99} ms`);
    if (s.p99 >= TARGET_MS[group]) plans.push(await explainRequest(`${base}${url}`, token, pool));
  }
  const loadAfter = os.loadavg().map((n) => Math.round(n * 10) / 10);
  console.log(`admin reads: load average (1, 5, 15 min) ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after`);
  report(`admin-reads-x${scale}`, title, rows, { requestsPerEndpoint: REQUESTS, carId, loadBefore, loadAfter });
  const file = path.join(resultsDir, `admin-reads-x${scale}.plans.txt`);
  writeFileSync(file, plans.join('\n\n'));
  if (plans.length > 0) console.log(`(EXPLAIN ANALYZE of the statements of each endpoint over its target: ${file})`);
  return rows;
}

/**
 * The statements one request sends (recorded from the app's pool as search.ts records them), each run again under
 * EXPLAIN (ANALYZE, BUFFERS): where an endpoint over its target spends its time.
 */
async function explainRequest(url: string, token: string, pool: pg.Pool): Promise<string> {
  const statements: Array<{ text: string; values?: unknown[] }> = [];
  const original = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const recording = (config: unknown, values?: unknown) => {
    const c = (typeof config === 'string' ? { text: config } : config) as { text: string; values?: unknown[] };
    statements.push({ text: c.text, values: (values as unknown[] | undefined) ?? c.values });
    return original(config, values);
  };
  (pool as unknown as { query: typeof recording }).query = recording;
  try {
    await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  const out = [`### GET ${url}`];
  for (const { text, values } of statements) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
    out.push(`${text}\n${JSON.stringify(values ?? [])}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return out.join('\n\n');
}
