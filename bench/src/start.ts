import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { cannon, type CannonResult } from './lib/cannon';
import { startService } from './lib/child';
import { operatorEnv, runNpm, spawnNpm } from './lib/npm';
import { BENCH_JWT_SECRET, BENCH_PUBLIC_URL, databaseUrl, type BenchOptions } from './lib/options';
import { median, repoRoot, report, round, sleep, verdict } from './lib/report';
import { ensureSeededDatabase } from './lib/seeded';

const STARTS = 5;
const START_TARGET_MS = 3000;
const CONNECTIONS = 50;
/** Alternating rounds; odd rounds run the app first, so a load change during a round does not favour one side. */
const ROUNDS = 5;

/**
 * CPU seconds (user + system, all threads) spent so far by a process and its descendants, from /proc: npm, and the
 * server it runs. Unlike the wall-clock time it does not grow with other work on the machine.
 */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return round(own + children.reduce((sum, child) => sum + cpuSeconds(Number(child)), 0), 2);
  } catch {
    return 0; // gone meanwhile
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

interface Started {
  child: ChildProcess;
  port: number;
  /** From spawning `npm run start` to the first 200 of GET /api/health. */
  msToHealth: number;
  /**
   * From spawning to the app's first log line ("database: …", written once its modules are loaded and buildApp
   * begins) and to its "Server listening" line, by the log's own clock, when the log is read.
   */
  msToFirstLog: number | undefined;
  msToListening: number | undefined;
  /** CPU seconds of npm and the server up to the first 200 (clock ticks of 10 ms). */
  cpuSeconds: number;
  /** What packages/api/scripts/start.mjs ran: the compiled server, or the source (the build was missing or older than it). */
  ran: 'dist' | 'source';
}

/**
 * `npm run start --workspace @wayfare/api` as an operator runs it, with the production variables (PostgreSQL,
 * JWT_SECRET, PUBLIC_URL; LOG_LEVEL left at its default unless `logLevel` is given), polled every 10 ms with
 * GET /api/health until it answers 200.
 */
async function startApp(options: BenchOptions, quiet: boolean, nice?: number): Promise<Started> {
  const port = await freePort();
  const env = operatorEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(options),
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
  });
  const spawnedAt = Date.now();
  const started = performance.now();
  const child = spawnNpm(['run', 'start', '--workspace', '@wayfare/api'], env, quiet, nice);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let firstLogAt: number | undefined;
  let listeningAt: number | undefined;
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return; // npm's own lines
      const { time, msg } = JSON.parse(line) as { time: number; msg: string };
      firstLogAt ??= time;
      if (msg.startsWith('Server listening')) listeningAt ??= time;
    });
  }
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run start exited with ${child.exitCode}:\n${stderr}`);
    if (performance.now() - started > 60_000) throw new Error(`no answer from ${url} within 60 s:\n${stderr}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  const msToHealth = performance.now() - started;
  const cpu = child.pid === undefined ? Number.NaN : cpuSeconds(child.pid);
  const since = (at: number | undefined) => (at === undefined ? undefined : at - spawnedAt);
  return {
    child,
    port,
    msToHealth,
    msToFirstLog: since(firstLogAt),
    msToListening: since(listeningAt),
    cpuSeconds: cpu,
    ran: stderr.includes('older than the source') ? 'source' : 'dist',
  };
}

/** SIGTERM to npm, which hands it to the server (one signal: a second one would cut the drain short). */
function stopApp(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Start and health: on the benchmark database as the other benchmarks leave it (migrated and
 * seeded; seeded here if it has no car), the built app is started STARTS times with `npm run start` and each start
 * timed to its first GET /api/health 200. Then one more start serves GET /api/health under autocannon beside a bare
 * Fastify in a process of its own answering the same route, alternating rounds as the framework benchmark does.
 */
export async function runStart(options: BenchOptions) {
  if (!existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    throw new Error('start: no web build (packages/web/dist): run `npm run build` first');
  }
  // The API's half of `npm run build` (a second; the web build is left alone for whoever's e2e run uses it), so the
  // starts run the compiled server of the code as it is: an older build would be passed over for the source.
  await runNpm(['run', 'build', '--workspace', '@wayfare/api'], operatorEnv({}));
  const data = await ensureSeededDatabase(options);
  console.log(`start: database ${options.database} holds ${JSON.stringify(data)}`);

  const starts: Array<Omit<Started, 'child' | 'port'>> = [];
  for (let i = 0; i < STARTS; i++) {
    const app = await startApp(options, false, options.nice);
    const { child, port: _port, ...times } = app;
    starts.push(times);
    console.log(
      `start ${i + 1}/${STARTS}: first /api/health 200 after ${round(app.msToHealth, 0)} ms (first log line after ${app.msToFirstLog ?? '?'} ms, listening after ${app.msToListening ?? '?'} ms; ${app.cpuSeconds} s of CPU, ran ${app.ran})`,
    );
    await stopApp(child);
  }
  const times = starts.map((s) => s.msToHealth);
  const slowest = Math.max(...times);
  const startRows = [
    {
      starts: STARTS,
      nice: options.nice ?? 0,
      'ms to first /api/health 200 (each start)': times.map((t) => round(t, 0)).join(', '),
      'median ms': round(median(times), 0),
      'slowest ms': round(slowest, 0),
      'median ms to first log line / "Server listening"': `${round(median(starts.map((s) => s.msToFirstLog ?? Number.NaN)), 0)} / ${round(median(starts.map((s) => s.msToListening ?? Number.NaN)), 0)}`,
      'median CPU s (npm + server)': round(median(starts.map((s) => s.cpuSeconds)), 2),
      ran: [...new Set(starts.map((s) => s.ran))].join(', '),
      'target < 3000 ms': verdict(slowest < START_TARGET_MS),
    },
  ];

  // The served app's log goes to /dev/null, as a platform's collector would take it off its hands.
  // Not under `nice`: the app and the bare server compete alike.
  const app = await startApp(options, true);
  const bare = await startService<{ port: number }>('lib/bare-health.ts', {});
  try {
    const appUrl = `http://127.0.0.1:${app.port}/api/health`;
    const bareUrl = `http://127.0.0.1:${bare.info.port}/api/health`;
    const duration = Math.max(3, Math.round(options.duration / 2));
    await cannon({ url: bareUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    await cannon({ url: appUrl, connections: CONNECTIONS, duration: options.warmup, method: 'GET' });
    const runs: Array<{ bare: CannonResult; app: CannonResult }> = [];
    const measure = (url: string) => cannon({ url, connections: CONNECTIONS, duration, method: 'GET' });
    for (let i = 0; i < ROUNDS; i++) {
      console.log(`start: health round ${i + 1}/${ROUNDS} (${duration}s bare, ${duration}s app)…`);
      if (i % 2 === 0) {
        const bareRun = await measure(bareUrl);
        runs.push({ bare: bareRun, app: await measure(appUrl) });
      } else {
        const appRun = await measure(appUrl);
        runs.push({ bare: await measure(bareUrl), app: appRun });
      }
    }
    const ratios = runs.map((r) => r.app.requestsPerSecond / r.bare.requestsPerSecond);
    const ratio = median(ratios);
    const percent = (value: number) => `${round(value * 100, 0)} %`;
    const healthRows = [
      {
        LOG_LEVEL: options.logLevel ?? '(default: info)',
        connections: CONNECTIONS,
        'app req/s': round(median(runs.map((r) => r.app.requestsPerSecond)), 0),
        'app p50/p99 ms': `${median(runs.map((r) => r.app.latency.p50))}/${median(runs.map((r) => r.app.latency.p99))}`,
        'bare req/s': round(median(runs.map((r) => r.bare.requestsPerSecond)), 0),
        'bare p50/p99 ms': `${median(runs.map((r) => r.bare.latency.p50))}/${median(runs.map((r) => r.bare.latency.p99))}`,
        'app/bare (rounds)': `${percent(ratio)} (${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})`,
        'non-2xx/errors': runs.reduce((n, r) => n + r.app.non2xx + r.app.errors + r.bare.non2xx + r.bare.errors, 0),
        'target ≥80 %': verdict(ratio >= 0.8),
      },
    ];
    const title = `npm run start --workspace @wayfare/api on ${options.database} (${JSON.stringify(data)})`;
    report('start', `start: ${title}, ${STARTS} starts`, startRows, { data, starts });
    report(
      'start-health',
      `start: GET /api/health of that started app vs a bare Fastify process (median of ${ROUNDS} alternating rounds)`,
      healthRows,
      { runs, ratios },
    );
    return { startRows, healthRows };
  } finally {
    await bare.stop();
    await stopApp(app.child);
  }
}
