import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import { createTokenSigner } from '../../packages/api/src/security/tokens';
import { startNginx } from '../../packages/api/fault/harness/nginx';
import { nextMinimumBid } from '../../packages/common/src/bid-ladder';
import { runScript, startService } from './lib/child';
import { checkOpenFiles, processCpuMs } from './lib/proc';
import { ensureDatabase, openBenchDatabase } from './lib/database';
import type { HostJob } from './lib/host';
import {
  BENCH_JWT_SECRET,
  BENCH_LIVE_SESSIONS_PER_ADDRESS,
  BENCH_PUBLIC_URL,
  databaseUrl,
  type BenchOptions,
} from './lib/options';
import { startRawWs } from './lib/raw-ws';
import { median, report, round, verdict } from './lib/report';
import type { ClientsJob, ClientsResult } from './lib/rt-clients';
import { measureIdleSessions, WARM_UP_SESSIONS } from './realtime-idle';

/** The auction's minimum bid, and the proxy's opening bid. */
const OPENING_BID = 100;
/** The proxy's maximum: above every amount the benchmark bids, within the database's numeric(10,2). */
const PROXY_MAXIMUM = 99_999_999;

/**
 * A fresh auction on a fresh exclusive car, its subscribers, a bidder and a proxy (customers), with their access
 * tokens. The proxy leads from the start with the opening bid and a maximum above everything
 * (docs/product/auctions.md#maximum-bids), written as placeBid would store them: its bid, its auction_maxima row and
 * the auction's highest_* columns.
 */
async function prepareAuction(pool: pg.Pool, subscribers: number, maxima: boolean) {
  const tag = `${Date.now().toString(36)}`;
  const city = await pool.query<{ id: number }>(
    `insert into cities (name, lat, lon, depo_address) values ($1, 52.5, 13.4, 'Bench depot') returning id`,
    [`Realtime City ${tag}`],
  );
  const car = await pool.query<{ id: number }>(
    `insert into cars (make, model, registration_number, fuel_consumption, city_id, is_exclusive)
     values ('Porsche', '911', $1, 9.5, $2, true) returning id`,
    [`RT-${tag}`, city.rows[0]!.id],
  );
  const auction = await pool.query<{ id: number }>(
    `insert into auctions (description, min_bid_amount, end_at, car_id) values ('Benchmark auction', $2, now() + interval '2 hours', $1)
     returning id`,
    [car.rows[0]!.id, OPENING_BID],
  );
  const auctionId = auction.rows[0]!.id;
  // Users 0 (the bidder), 1..subscribers, then the proxy.
  const users = await pool.query<{ id: number }>(
    `insert into users (name, email, role)
     select 'RT User ' || i, 'rt-' || $1 || '-' || i || '@bench.local', 'CUSTOMER' from generate_series(0, $2) i
     order by i returning id`,
    [tag, subscribers + 1],
  );
  const proxyId = users.rows.at(-1)!.id;
  if (maxima) {
    await pool.query(
      `with opening as (insert into bids (auction_id, user_id, amount, auto) values ($1, $2, $3, false) returning id),
          maximum as (insert into auction_maxima (auction_id, user_id, max_amount, placed_at) values ($1, $2, $4, now()))
     update auctions set highest_bid_id = (select id from opening), highest_amount = $3, highest_bidder_id = $2
     where id = $1`,
      [auctionId, proxyId, OPENING_BID, PROXY_MAXIMUM],
    );
  }
  const signer = createTokenSigner(BENCH_JWT_SECRET);
  const identities = await Promise.all(
    users.rows.slice(0, -1).map(async ({ id }) => ({
      userId: id,
      token: await signer.issue({ id, role: 'CUSTOMER', googleSub: null, tokenVersion: 0 }),
    })),
  );
  return { auctionId, bidder: identities[0]!, subscribers: identities.slice(1), proxy: { userId: proxyId } };
}

/**
 * The bidder's manual bids, `count` of them above `highest`: each the least the ladder accepts above the proxy's
 * automatic answer to the one before, which is `nextMinimumBid` of it (docs/product/auctions.md#maximum-bids).
 */
function manualBids(highest: number, count: number, maxima: boolean): number[] {
  const amounts: number[] = [];
  for (let answer = highest; amounts.length < count;) {
    const bid = nextMinimumBid(answer);
    amounts.push(bid);
    // With `no-maxima` nobody answers: the next bid tops the one before (two bidders take turns, rt-clients.ts).
    answer = maxima ? nextMinimumBid(bid) : bid;
  }
  return amounts;
}

/** Alternating rounds per setup (odd rounds run the app first), as in the other benchmarks: one round is one GC pause
 * or one busy moment of the shared machine away from a different p99, so the result is the median of the rounds. */
const ROUNDS = 3;

/**
 * A child's result, and the CPU the servers spent during its bids: the in-process first instance (app or raw), and
 * with two instances the second one's too, read from /proc (nginx, Redis and PostgreSQL not counted).
 */
type Measured = ClientsResult & { serverCpuMsPerBid: number; secondCpuMsPerBid?: number };

/**
 * p99 target: 150 ms for the 1,000 subscribers of the first targets, 200 ms for more (five thousand live
 * bidders, each bid reaching all of them).
 */
const p99TargetMs = (subscribers: number) => (subscribers > 1000 ? 200 : 150);

/** Child processes for the subscribers: about 1,250 each, at most 4 (the machine has 2 cores). */
const defaultProcesses = (subscribers: number) => Math.min(4, Math.max(1, Math.ceil(subscribers / 1250)));

/** What each subscriber SUBSCRIBEs to: the bids only (the web app's page adds state, new-user and errors). */
const fanoutDestinations = (auctionId: number) => [`/auction/${auctionId}/bids`];

interface Round {
  app: Measured;
  raw: Measured;
}

interface Scenario {
  name: string;
  rounds: Round[];
}

/**
 * The servers of one setup: the raw ws ceiling and the app, each on one or two instances, started once. Two instances
 * sit behind nginx with deploy/nginx.conf (one nginx per pair, as the fault suite runs it): every client connects to
 * nginx, which spreads the sockets over the pair, as production does.
 */
async function startSetup(
  options: BenchOptions,
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  redisUrl: string | undefined,
) {
  const rawA = await startRawWs(redisUrl ? { redisUrl } : {});
  const rawB = redisUrl
    ? await startService<{ port: number }>('lib/host.ts', { kind: 'raw', redisUrl } satisfies HostJob)
    : undefined;
  const config = loadConfig({
    DATABASE_URL: databaseUrl(options),
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    LIVE_SESSIONS_PER_ADDRESS: BENCH_LIVE_SESSIONS_PER_ADDRESS,
    LOG_LEVEL: 'silent',
    ...(redisUrl && { REDIS_URL: redisUrl }),
  });
  const app = await buildApp(config, { database, jwtSecret: BENCH_JWT_SECRET });
  const hostJob: HostJob | undefined = redisUrl
    ? { kind: 'api', databaseUrl: databaseUrl(options), jwtSecret: BENCH_JWT_SECRET, redisUrl }
    : undefined;
  const appB = hostJob ? await startService<{ port: number }>('lib/host.ts', hostJob) : undefined;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const rawNginx = rawB ? await startNginx([rawA.port, rawB.info.port]) : undefined;
  const appNginx = appB ? await startNginx([address.port, appB.info.port]) : undefined;
  const ws = (origin: string) => origin.replace(/^http/, 'ws');
  return {
    appSecond: appB,
    rawSecondPid: rawB?.pid,
    appSecondPid: appB?.pid,
    rawUrls: [rawNginx ? `${ws(rawNginx.url)}/` : `ws://127.0.0.1:${rawA.port}/`],
    appUrls: [appNginx ? `${ws(appNginx.url)}/ws` : `ws://127.0.0.1:${address.port}/ws`],
    async stop() {
      await rawNginx?.stop();
      await appNginx?.stop();
      await rawA.close();
      await rawB?.stop();
      await appB?.stop();
      await app.close();
    },
  };
}

/**
 * 1,000 STOMP subscribers on one auction, 100 bids SENT over STOMP one after another, with maximum bids in play: a
 * proxy leads with a maximum above everything, so each bid is accepted and answered at once by an automatic bid
 * (two stored bids, two MESSAGEs per SEND). Per-subscriber delivery latency (bid sent → that bid's MESSAGE received)
 * beside a raw ws server broadcasting the same two JSON bodies per bid to as many sockets. Then
 * the same with two API instances and Redis behind nginx (subscribers spread across them by nginx; the raw ceiling
 * also goes through Redis between two servers, behind nginx too). Each setup runs ROUNDS alternating rounds; the table shows the medians and the range of the
 * rounds' app/raw ratios.
 */
export async function runRealtime(options: BenchOptions) {
  await ensureDatabase(options);
  const database = await openBenchDatabase(options);
  if (database.driver !== 'pg') throw new Error('the realtime benchmark needs PostgreSQL');
  const workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-rt-'));
  const scenarios: Scenario[] = [];
  const processes = options.clientProcesses || defaultProcesses(options.subscribers);
  // The in-process instance holds every socket with one instance (plus nginx's side with two): room for all of them.
  checkOpenFiles(options.subscribers + 1000);
  try {
    // bids=0: the idle sessions only.
    for (const instances of options.bids > 0 ? options.instances : []) {
      const setup = await prepareAuction(database.pool, options.subscribers, options.maxima);
      const tokensFile = path.join(workDir, `tokens-${instances}.json`);
      writeFileSync(
        tokensFile,
        JSON.stringify({ subscribers: setup.subscribers, bidder: setup.bidder, proxy: setup.proxy }),
      );
      // The auction keeps its bids: round i bids above round i − 1 (the raw rounds send the same amounts).
      const amounts = manualBids(OPENING_BID, ROUNDS * options.bids, options.maxima);
      const redisUrl = instances === 2 ? options.redisUrl : undefined;
      const name = instances === 1 ? '1 instance' : '2 instances + Redis';
      const servers = await startSetup(options, database, redisUrl);
      const rounds: Round[] = [];
      try {
        for (let i = 0; i < ROUNDS; i++) {
          const job = (mode: ClientsJob['mode'], urls: string[]): ClientsJob => ({
            mode,
            urls,
            subscribers: options.subscribers,
            auctionId: setup.auctionId,
            tokensFile,
            amounts: amounts.slice(i * options.bids, (i + 1) * options.bids),
            firstBid: i * options.bids,
            maxima: options.maxima,
            processes,
            destinations: fanoutDestinations(setup.auctionId),
            // As the benchmark always ran: no heart-beats while measuring the fan-out (the idle part measures them).
            heartBeat: [0, 0],
          });
          const run = async (mode: ClientsJob['mode']) => {
            console.log(
              `realtime: ${name}, round ${i + 1}/${ROUNDS}, ${mode === 'raw' ? 'raw ws ceiling' : 'the app'}…`,
            );
            // CPU of this process between the child's `bids` and `done` lines: the first instance's (app or raw) work
            // per bid, which the machine's other load slows but does not add to — the p99 moves with that load, this
            // much less.
            let cpuAtBids: NodeJS.CpuUsage | undefined;
            let cpuForBids: NodeJS.CpuUsage | undefined;
            const secondPid = mode === 'raw' ? servers.rawSecondPid : servers.appSecondPid;
            let secondAtBids = 0;
            let secondForBids = Number.NaN;
            // `profile`: the second app instance (a process of its own) under V8's profiler in the last round.
            const profiling = options.profile && mode === 'stomp' && i === ROUNDS - 1 && servers.appSecond;
            if (profiling) await profiling.request('profile-start');
            const clients = await runScript<ClientsResult>(
              'lib/rt-clients.ts',
              mode === 'raw' ? job('raw', servers.rawUrls) : job('stomp', servers.appUrls),
              (line) => {
                if (line.includes('"phase":"bids"')) {
                  cpuAtBids = process.cpuUsage();
                  if (secondPid) secondAtBids = processCpuMs(secondPid);
                } else if (line.includes('"phase":"done"') && cpuAtBids) {
                  cpuForBids = process.cpuUsage(cpuAtBids);
                  if (secondPid) secondForBids = processCpuMs(secondPid) - secondAtBids;
                }
              },
            );
            if (profiling) console.log((await profiling.request<{ top: string }>('profile-stop realtime-fanout')).top);
            const cpuMicros = cpuForBids ? cpuForBids.user + cpuForBids.system : Number.NaN;
            const result: Measured = {
              ...clients,
              serverCpuMsPerBid: round(cpuMicros / 1000 / options.bids, 2),
              ...(secondPid && { secondCpuMsPerBid: round(secondForBids / options.bids, 2) }),
            };
            // A refused bid is a broken benchmark (an amount the ladder does not accept, a maximum not in play),
            // not a slow one.
            if (result.errorCount > 0) {
              throw new Error(
                `realtime: ${name}, round ${i + 1}, ${mode}: ${result.errorCount} bid(s) refused: ${result.errors.join(' | ')}`,
              );
            }
            return result;
          };
          if (i % 2 === 0) {
            const raw = await run('raw');
            rounds.push({ raw, app: await run('stomp') });
          } else {
            const app = await run('stomp');
            rounds.push({ app, raw: await run('raw') });
          }
        }
      } finally {
        await servers.stop();
      }
      scenarios.push({ name, rounds });
    }

    const target = p99TargetMs(options.subscribers);
    // Both instances' CPU per bid, summed (the second from /proc), median of the rounds.
    const cpu = (measured: Measured[]) =>
      round(median(measured.map((m) => m.serverCpuMsPerBid + (m.secondCpuMsPerBid ?? 0))), 2);
    const rows = scenarios.map(({ name, rounds }) => {
      const ratios = rounds.map(({ app, raw }) => app.latency.p99 / raw.latency.p99);
      const ratio = median(ratios);
      const appP99 = median(rounds.map(({ app }) => app.latency.p99));
      const delivered = rounds.reduce((sum, { app }) => sum + app.delivered, 0);
      const answers = rounds.reduce((sum, { app }) => sum + app.answersDelivered, 0);
      const expected = rounds.reduce((sum, { app }) => sum + app.expected, 0);
      return {
        setup: name,
        subscribers: options.subscribers,
        'bids (rounds)': `${options.bids} (${rounds.length})`,
        'app delivered': `${delivered}/${expected}`,
        'auto answers delivered': `${answers}/${options.maxima ? expected : 0}`,
        'app p50 ms': median(rounds.map(({ app }) => app.latency.p50)),
        'app p99 ms': appP99,
        'raw ws p50 ms': median(rounds.map(({ raw }) => raw.latency.p50)),
        'raw ws p99 ms': median(rounds.map(({ raw }) => raw.latency.p99)),
        'server CPU ms/bid app/raw': `${cpu(rounds.map(({ app }) => app))}/${cpu(rounds.map(({ raw }) => raw))}`,
        'connect s app/raw': `${median(rounds.map(({ app }) => app.connectSeconds))}/${median(rounds.map(({ raw }) => raw.connectSeconds))}`,
        'app/raw p99 (rounds)': `${round(ratio, 2)} × (${ratios.map((r) => round(r, 2)).join(', ')})`,
        [`targets (p99<${target} ms, ≤1.5×)`]: verdict(
          appP99 < target && ratio <= 1.5 && delivered === expected && answers === (options.maxima ? expected : 0),
        ),
      };
    });
    if (rows.length > 0)
      report(
        'realtime',
        `realtime: ${options.subscribers} STOMP subscribers on one auction (clients in ${processes} processes), ${options.bids} bids, ${options.maxima ? 'each answered by a maximum' : 'no maximum bids (no-maxima)'}`,
        rows,
        { scenarios },
      );
    if (options.idleWindow > 0) {
      const setup = await prepareAuction(database.pool, WARM_UP_SESSIONS + options.subscribers, options.maxima);
      const warmTokensFile = path.join(workDir, 'tokens-idle-warm.json');
      const tokensFile = path.join(workDir, 'tokens-idle.json');
      const tokens = (subscribers: typeof setup.subscribers) => JSON.stringify({ ...setup, subscribers });
      writeFileSync(warmTokensFile, tokens(setup.subscribers.slice(0, WARM_UP_SESSIONS)));
      writeFileSync(tokensFile, tokens(setup.subscribers.slice(WARM_UP_SESSIONS)));
      await measureIdleSessions(options, { auctionId: setup.auctionId, warmTokensFile, tokensFile, processes });
    }
    return rows;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await database.close();
  }
}
