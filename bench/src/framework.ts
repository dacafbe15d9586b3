import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import { cannon, type CannonResult } from './lib/cannon';
import { ensureDatabase, openBenchDatabase } from './lib/database';
import { BENCH_JWT_SECRET, databaseUrl, type BenchOptions } from './lib/options';
import { median, report, round, verdict } from './lib/report';

const CONNECTIONS = 50;
const ROUNDS = 3;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}/api/health`;
}

/**
 * GET /api/health of the whole app (every plugin and hook: security headers, auth decoration, error handling,
 * response schema) beside a bare Fastify answering the same JSON, both in this process, autocannon in its own.
 * Rounds alternate bare/app so that noise from other work on the machine hits both; the medians are compared.
 */
export async function runFramework(options: BenchOptions) {
  await ensureDatabase(options);
  const database = await openBenchDatabase(options);
  const config = loadConfig({ DATABASE_URL: databaseUrl(options), JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
  const bare = Fastify({ logger: false });
  bare.get('/api/health', async () => ({ status: 'ok' }));
  try {
    const appUrl = await listen(app);
    const bareUrl = await listen(bare);
    const duration = Math.max(3, Math.round(options.duration / 2));
    await cannon({ url: bareUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    await cannon({ url: appUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    const runs: Array<{ bare: CannonResult; app: CannonResult }> = [];
    for (let i = 0; i < ROUNDS; i++) {
      console.log(`framework: round ${i + 1}/${ROUNDS} (${duration}s bare, ${duration}s app)…`);
      const bareRun = await cannon({ url: bareUrl, connections: CONNECTIONS, duration, method: 'GET' });
      const appRun = await cannon({ url: appUrl, connections: CONNECTIONS, duration, method: 'GET' });
      runs.push({ bare: bareRun, app: appRun });
    }
    const appRps = median(runs.map((r) => r.app.requestsPerSecond));
    const bareRps = median(runs.map((r) => r.bare.requestsPerSecond));
    const ratio = appRps / bareRps;
    const rows = [
      {
        connections: CONNECTIONS,
        'app req/s': round(appRps, 0),
        'app p50/p99 ms': `${median(runs.map((r) => r.app.latency.p50))}/${median(runs.map((r) => r.app.latency.p99))}`,
        'bare req/s': round(bareRps, 0),
        'bare p50/p99 ms': `${median(runs.map((r) => r.bare.latency.p50))}/${median(runs.map((r) => r.bare.latency.p99))}`,
        'app/bare': `${round(ratio * 100, 0)} %`,
        'target ≥80 %': verdict(ratio >= 0.8),
      },
    ];
    report('framework', 'framework: GET /api/health, whole app vs bare Fastify (median of 3 alternating rounds)', rows, { runs });
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}
