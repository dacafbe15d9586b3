/**
 * Child process: a second server for the two-instance realtime runs — the API (buildApp on the benchmark database
 * with Redis fan-out) or the raw ws ceiling — and the one API instance of the idle-sessions measurement (no Redis,
 * started with --expose-gc). Prints `{"port": n}` when listening; SIGTERM closes it. A `memory` line on stdin is
 * answered with process.memoryUsage() after two full collections (when gc is exposed) as one JSON line.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../../../packages/api/src/app';
import { loadConfig } from '../../../packages/api/src/config';
import { BENCH_PUBLIC_URL } from './options';
import { startRawWs } from './raw-ws';

export type HostJob =
  { kind: 'api'; databaseUrl: string; jwtSecret: string; redisUrl?: string } | { kind: 'raw'; redisUrl: string };

const job = JSON.parse(process.argv[2] ?? '{}') as HostJob;

let close: () => Promise<void>;
let port: number;
if (job.kind === 'api') {
  const config = loadConfig({
    DATABASE_URL: job.databaseUrl,
    JWT_SECRET: job.jwtSecret,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    ...(job.redisUrl && { REDIS_URL: job.redisUrl }),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  port = address.port;
  close = () => app.close();
} else {
  const server = await startRawWs({ redisUrl: job.redisUrl });
  port = server.port;
  close = () => server.close();
}
process.once('SIGTERM', () => {
  void close().finally(() => process.exit(0));
});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'memory') return;
  // Twice: the first collection's finalizers can free more in a second.
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write(`${JSON.stringify({ gc: typeof globalThis.gc === 'function', ...process.memoryUsage() })}\n`);
});
process.stdout.write(`${JSON.stringify({ port })}\n`);
