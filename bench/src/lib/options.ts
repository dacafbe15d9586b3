import { parseArgs } from 'node:util';

/** Everything a benchmark can be told; all of it from the command line (`npm run bench -- search --duration 5`). */
export interface BenchOptions {
  /** Benchmarks to run, in this order; all when none is named. */
  names: string[];
  /** The PostgreSQL server's maintenance database; the benchmarks create their own database beside it. */
  pgAdminUrl: string;
  /** Name of the benchmark database (dropped and recreated by the search benchmark). */
  database: string;
  redisUrl: string;
  /** Seconds per autocannon / ceiling run. */
  duration: number;
  /** Seconds of warm-up before the measured runs. */
  warmup: number;
  subscribers: number;
  bids: number;
  /**
   * Realtime: maximum bids in play (the default), or `no-maxima` — the same bidder alone, each bid the ladder's next
   * amount above its own, one MESSAGE per bid — to see what the maxima cost beside it.
   */
  maxima: boolean;
  /** Realtime: the setups to run, 1 and/or 2 instances (`instances=2`); both by default. */
  instances: Array<1 | 2>;
  /** Realtime: child processes holding the subscribers (`client-procs=4`); 0 = one per 1,250 subscribers, at most 4. */
  clientProcesses: number;
  /**
   * Realtime: seconds of each CPU window of the idle-sessions measurement (memory per session, heart-beat cost;
   * `idle-window=30`); 0 skips it.
   */
  idleWindow: number;
  /** Skip `npm run build` before the web benchmark (measure packages/web/dist as it is). */
  noBuild: boolean;
  /** Search: the data set's size, 1 (1,000 cars) or 10 (10,000 cars, in the database `<database>_x10`). */
  scale: number;
  /** Search: the admin's reads (statistics, bookings list, car info) timed too; always at scale 10 (src/admin-reads.ts). */
  adminReads: boolean;
  /** Search: measure the database as the last run left it (no drop, no seeding; `reuse`), e.g. again at scale 10. */
  reuse: boolean;
  /**
   * Search: the HTTP load generator of the app's side, `wrk` (Debian's, the default) or `autocannon` (the one used
   * until 2026-11-26, to compare with older rows).
   */
  client: 'wrk' | 'autocannon';
  /**
   * Search: the bodies sent, `web` (as the web's /search sends them: a sort and a page of ten, the default) or `all`
   * (no sort, no page: every free car in each answer, the bodies used until 2026-11-26).
   */
  bodies: 'web' | 'all';
  /** Search: one more run at 50 connections under V8's CPU profiler (bench/results/search.cpuprofile, top functions printed). */
  profile: boolean;
  chromePath: string;
  lighthouseRuns: number;
  /** Web: only the pages whose path contains one of these words (`pages=statistics,new-booking`; `home` is `/`); all when empty. */
  pages: string[];
  /** Web: Lighthouse presets to run (`presets=mobile`); both by default. */
  presets: Array<'mobile' | 'desktop'>;
  /** Start: LOG_LEVEL of the started app (`log-level=warn`); unset, the app's default (info), as production runs it. */
  logLevel: string | undefined;
  /**
   * Start: the started app's nice value (`nice=-10`, as root), to see its start as on a machine of its own while
   * other work keeps the cores busy; unset, it competes as an equal.
   */
  nice: number | undefined;
}

export const BENCH_NAMES = ['search', 'framework', 'realtime', 'web', 'start', 'backup', 'fleet'] as const;

/**
 * `--name value` / `--name=value`, or `name=value` as a plain word: the root script forwards its arguments through a
 * second `npm run`, which would swallow `--` options (`npm run bench -- search duration=5`, `npm run bench -- web no-build`).
 */
export function parseOptions(argv: string[]): BenchOptions {
  const flags = new Set(['no-build', 'profile', 'no-maxima', 'admin-reads', 'reuse']);
  const args = argv.map((arg) => {
    const flag = arg.replace(/^--/, '');
    return flags.has(flag) ? `--${flag}=true` : /^[a-z-]+=/.test(arg) ? `--${arg}` : arg;
  });
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      database: { type: 'string', default: 'wayfare_bench' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      subscribers: { type: 'string', default: '1000' },
      bids: { type: 'string', default: '100' },
      instances: { type: 'string', default: '1,2' },
      'client-procs': { type: 'string', default: '0' },
      'idle-window': { type: 'string', default: '30' },
      'no-build': { type: 'string', default: 'false' },
      'no-maxima': { type: 'string', default: 'false' },
      profile: { type: 'string', default: 'false' },
      scale: { type: 'string', default: '1' },
      'admin-reads': { type: 'string', default: 'false' },
      reuse: { type: 'string', default: 'false' },
      client: { type: 'string', default: 'wrk' },
      bodies: { type: 'string', default: 'web' },
      chrome: { type: 'string', default: '/usr/lib/chromium/chromium' },
      'lighthouse-runs': { type: 'string', default: '1' },
      pages: { type: 'string', default: '' },
      presets: { type: 'string', default: 'mobile,desktop' },
      'log-level': { type: 'string' },
      nice: { type: 'string' },
    },
  });
  const unknown = positionals.filter((name) => !(BENCH_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${BENCH_NAMES.join(', ')})`);
  return {
    names: positionals.length > 0 ? positionals : [...BENCH_NAMES],
    pgAdminUrl: values.pg,
    database: values.database,
    redisUrl: values.redis,
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    subscribers: Number(values.subscribers),
    bids: Number(values.bids),
    noBuild: values['no-build'] !== 'false',
    maxima: values['no-maxima'] === 'false',
    instances: parseInstances(values.instances),
    clientProcesses: Number(values['client-procs']),
    idleWindow: Number(values['idle-window']),
    profile: values.profile !== 'false',
    scale: Number(values.scale),
    adminReads: values['admin-reads'] !== 'false' || Number(values.scale) !== 1,
    reuse: values.reuse !== 'false',
    client: oneOf('client', values.client, ['wrk', 'autocannon'] as const),
    bodies: oneOf('bodies', values.bodies, ['web', 'all'] as const),
    chromePath: values.chrome,
    lighthouseRuns: Number(values['lighthouse-runs']),
    pages: values.pages.split(',').filter(Boolean),
    presets: parsePresets(values.presets),
    logLevel: values['log-level'],
    nice: values.nice === undefined ? undefined : Number(values.nice),
  };
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`${name}: ${allowed.join(' or ')}, not "${value}"`);
  return value as T;
}

function parseInstances(list: string): BenchOptions['instances'] {
  const instances = list.split(',').filter(Boolean).map(Number);
  if (instances.length === 0 || instances.some((n) => n !== 1 && n !== 2))
    throw new Error(`instances: 1 and/or 2, not "${list}"`);
  return instances as BenchOptions['instances'];
}

function parsePresets(list: string): BenchOptions['presets'] {
  const presets = list.split(',').filter(Boolean);
  const unknown = presets.filter((preset) => preset !== 'mobile' && preset !== 'desktop');
  if (unknown.length > 0 || presets.length === 0) throw new Error(`presets: mobile and/or desktop, not "${list}"`);
  return presets as BenchOptions['presets'];
}

/** The benchmark database's URL on the same server as the maintenance one. */
export function databaseUrl(options: BenchOptions): string {
  const url = new URL(options.pgAdminUrl);
  url.pathname = `/${options.database}`;
  return url.toString();
}

/** A fixed secret: the benchmark's tokens are signed with it and nothing else trusts it. */
export const BENCH_JWT_SECRET = 'wayfare-benchmark-secret-0123456789abcdef';

/** Required with DATABASE_URL; the benchmarks build no links, so any origin of this machine will do. */
export const BENCH_PUBLIC_URL = 'http://127.0.0.1:3000';

/**
 * The realtime benchmarks open thousands of sessions from this one machine (one client address), where production
 * allows 50 per address (docs/product/realtime-contract.md#limits): lifted for them, the per-account limit kept.
 */
export const BENCH_LIVE_SESSIONS_PER_ADDRESS = '1000000';
