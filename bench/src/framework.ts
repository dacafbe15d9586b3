import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import { cannon, type CannonResult } from './lib/cannon';
import { ensureDatabase, openBenchDatabase } from './lib/database';
import { BENCH_JWT_SECRET, BENCH_PUBLIC_URL, databaseUrl, type BenchOptions } from './lib/options';
import { median, report, round, verdict } from './lib/report';

const CONNECTIONS = 50;
/** Alternating rounds; odd rounds run the app first, so a load change during a round does not favour one side. */
const ROUNDS = 5;

interface Measured extends CannonResult {
  /** CPU time of this process (the servers; autocannon runs in a child) per request, in µs. */
  cpuMicrosPerRequest: number;
}

/** One autocannon run, with the CPU this process (the server under load) spent on it. */
async function measure(url: string, duration: number): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await cannon({ url, connections: CONNECTIONS, duration, method: 'GET' });
  const cpu = process.cpuUsage(before);
  return { ...result, cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.total) };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}/api/health`;
}

/**
 * GET /api/health of the whole app (every plugin and hook: security headers, auth decoration, error handling,
 * response schema) beside a bare Fastify answering the same JSON, both in this process, autocannon in its own.
 * Rounds alternate bare/app (and which goes first) so that noise from other work on the machine hits both; the
 * result is the median of the rounds' app/bare ratios. The servers' CPU per request is reported beside it: on a
 * shared machine it moves much less than req/s.
 */
export async function runFramework(options: BenchOptions) {
  await ensureDatabase(options);
  const database = await openBenchDatabase(options);
  const config = loadConfig({
    DATABASE_URL: databaseUrl(options),
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
  const bare = Fastify({ logger: false });
  bare.get('/api/health', async () => ({ status: 'ok' }));
  try {
    const appUrl = await listen(app);
    const bareUrl = await listen(bare);
    const duration = Math.max(3, Math.round(options.duration / 2));
    await cannon({ url: bareUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    await cannon({ url: appUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    const runs: Array<{ bare: Measured; app: Measured }> = [];
    for (let i = 0; i < ROUNDS; i++) {
      console.log(`framework: round ${i + 1}/${ROUNDS} (${duration}s bare, ${duration}s app)…`);
      if (i % 2 === 0) {
        const bareRun = await measure(bareUrl, duration);
        runs.push({ bare: bareRun, app: await measure(appUrl, duration) });
      } else {
        const appRun = await measure(appUrl, duration);
        runs.push({ bare: await measure(bareUrl, duration), app: appRun });
      }
    }
    const appRps = median(runs.map((r) => r.app.requestsPerSecond));
    const bareRps = median(runs.map((r) => r.bare.requestsPerSecond));
    // Each round's app run and bare run are back to back, so their ratio is the least disturbed by the machine's
    // other work; the median of those ratios is the result (the ratio of the two medians is kept in the JSON).
    const ratios = runs.map((r) => r.app.requestsPerSecond / r.bare.requestsPerSecond);
    const ratio = median(ratios);
    const appCpu = median(runs.map((r) => r.app.cpuMicrosPerRequest));
    const bareCpu = median(runs.map((r) => r.bare.cpuMicrosPerRequest));
    const percent = (value: number) => `${round(value * 100, 0)} %`;
    const rows = [
      {
        connections: CONNECTIONS,
        'app req/s': round(appRps, 0),
        'app p50/p99 ms': `${median(runs.map((r) => r.app.latency.p50))}/${median(runs.map((r) => r.app.latency.p99))}`,
        'bare req/s': round(bareRps, 0),
        'bare p50/p99 ms': `${median(runs.map((r) => r.bare.latency.p50))}/${median(runs.map((r) => r.bare.latency.p99))}`,
        'app/bare (rounds)': `${percent(ratio)} (${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})`,
        'server CPU µs/req app/bare': `${round(appCpu, 0)}/${round(bareCpu, 0)}`,
        'target ≥80 %': verdict(ratio >= 0.8),
      },
    ];
    report(
      'framework',
      `framework: GET /api/health, whole app vs bare Fastify (median of ${ROUNDS} alternating rounds)`,
      rows,
      {
        ratioOfMedians: appRps / bareRps,
        ratios,
        runs,
      },
    );
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}
