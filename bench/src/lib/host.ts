/**
 * Child process: a second server for the two-instance realtime runs — the API (buildApp on the benchmark database
 * with Redis fan-out) or the raw ws ceiling — and the one API instance of the idle-sessions measurement (no Redis,
 * started with --expose-gc). Prints `{"port": n}` when listening; SIGTERM closes it. A `memory` line on stdin is
 * answered with process.memoryUsage() after full collections (when gc is exposed), `profile-start` and `profile-stop
 * NAME` run V8's profiler over a window (bench/results/NAME.cpuprofile), each answered by one JSON line.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../../../packages/api/src/app';
import { loadConfig } from '../../../packages/api/src/config';
import { BENCH_LIVE_SESSIONS_PER_ADDRESS, BENCH_PUBLIC_URL } from './options';
import { startProfile } from './profile';
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
    LIVE_SESSIONS_PER_ADDRESS: BENCH_LIVE_SESSIONS_PER_ADDRESS,
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
let profiler: Awaited<ReturnType<typeof startProfile>> | undefined;
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, name = 'host'] = line.trim().split(' ');
  const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  if (command === 'memory') void memory().then(answer);
  else if (command === 'profile-start') void startProfile().then((p) => answer({ started: Boolean((profiler = p)) }));
  else if (command === 'profile-stop' && profiler) void profiler.stop(name).then((top) => answer({ top }));
});

/**
 * Memory after full collections: twice, since the first one's finalizers can free more; a second apart, since V8
 * gives the freed pages back to the system in the background after a collection (RSS read at once still holds them).
 */
async function memory() {
  for (let i = 0; i < 2; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { gc: typeof globalThis.gc === 'function', ...process.memoryUsage() };
}
process.stdout.write(`${JSON.stringify({ port })}\n`);
