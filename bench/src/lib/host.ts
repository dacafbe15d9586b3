/**
 * Child process: a second server for the two-instance realtime runs — the API (buildApp on the benchmark database
 * with Redis fan-out) or the raw ws ceiling. Prints `{"port": n}` when listening; SIGTERM closes it.
 */
import { buildApp } from '../../../packages/api/src/app';
import { loadConfig } from '../../../packages/api/src/config';
import { BENCH_PUBLIC_URL } from './options';
import { startRawWs } from './raw-ws';

export type HostJob =
  { kind: 'api'; databaseUrl: string; jwtSecret: string; redisUrl: string } | { kind: 'raw'; redisUrl: string };

const job = JSON.parse(process.argv[2] ?? '{}') as HostJob;

let close: () => Promise<void>;
let port: number;
if (job.kind === 'api') {
  const config = loadConfig({
    DATABASE_URL: job.databaseUrl,
    JWT_SECRET: job.jwtSecret,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    REDIS_URL: job.redisUrl,
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
process.stdout.write(`${JSON.stringify({ port })}\n`);
