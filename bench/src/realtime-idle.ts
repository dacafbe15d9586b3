import { createInterface } from 'node:readline';
import { AUCTION_WS_HEARTBEAT_MS } from '../../packages/common/src/auctions';
import { spawnScript, startService } from './lib/child';
import type { HostJob } from './lib/host';
import { BENCH_JWT_SECRET, databaseUrl, type BenchOptions } from './lib/options';
import { processCpuSplitMs } from './lib/proc';
import { report, round, sleep, verdict } from './lib/report';
import type { ClientsJob } from './lib/rt-clients';

/** What host.ts answers to `memory`: process.memoryUsage() after two full collections. */
interface Memory {
  gc: boolean;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The targets for 5,000 idle sessions on one instance (bench/README.md's targets table). */
const MAX_KB_PER_SESSION = 30;
const MAX_HEART_BEAT_CORE_PERCENT = 5;

/** The server's CPU over `seconds` of wall time, as a percentage of one core: user and system apart. */
async function cpuPercent(pid: number, seconds: number): Promise<{ user: number; system: number }> {
  const before = processCpuSplitMs(pid);
  const start = performance.now();
  await sleep(seconds * 1000);
  const after = processCpuSplitMs(pid);
  const wall = performance.now() - start;
  return { user: ((after.user - before.user) / wall) * 100, system: ((after.system - before.system) / wall) * 100 };
}

/**
 * Idle sessions on one API instance (a child process of its own, no Redis, started with --expose-gc), the clients
 * connecting to it directly: (1) memory — process.memoryUsage() after two full collections with no session, then with
 * `subscribers` sessions open and idle; the RSS growth ÷ sessions is the target's number, the live heap's growth ÷
 * sessions is beside it; (2) heart-beats — the server's CPU (all its threads, from /proc) over `idle-window` seconds
 * with no session, then over as long with every session idle at the web app's heart-beat (4,000 ms both ways, as
 * stompjs asks for it: the server beats each session every 4 s and hears a beat from each every 4 s). The difference
 * is what the sessions' heart-beats cost.
 *
 * Each session CONNECTs with the auction's id, as the page does, and SUBSCRIBEs to the page's destinations except
 * `/auction/{id}/new-user`: every join is announced to everyone already watching (docs/product/realtime-contract.md
 * #joining), so 5,000 joins would send 12.5 million announcements while the sessions open — a cost of the joins,
 * not of idle sessions (bench/docs/realtime.md#five-thousand-live-bidders).
 */
export async function measureIdleSessions(
  options: BenchOptions,
  setup: { auctionId: number; warmTokensFile: string; tokensFile: string; processes: number },
) {
  const windowSeconds = options.idleWindow;
  const hostJob: HostJob = { kind: 'api', databaseUrl: databaseUrl(options), jwtSecret: BENCH_JWT_SECRET };
  const host = await startService<{ port: number }>('lib/host.ts', hostJob, ['--expose-gc']);
  const clients: OpenClients[] = [];
  try {
    const job = (subscribers: number, tokensFile: string, processes: number): ClientsJob => ({
      mode: 'stomp',
      urls: [`ws://127.0.0.1:${host.info.port}/ws`],
      subscribers,
      processes,
      auctionId: setup.auctionId,
      tokensFile,
      amounts: [],
      maxima: options.maxima,
      destinations: [
        `/auction/${setup.auctionId}/bids`,
        `/auction/${setup.auctionId}/state`,
        '/user/queue/errors',
        '/user/queue/outbid',
      ],
      heartBeat: [AUCTION_WS_HEARTBEAT_MS, AUCTION_WS_HEARTBEAT_MS],
      idle: true,
    });
    // What one-time costs there are (code compiled on first use, the pools' first connections) go to a few warm-up
    // sessions, which then stay open and beat through both windows: the difference is the `subscribers` sessions'.
    clients.push(await openClients(job(WARM_UP_SESSIONS, setup.warmTokensFile, 1)));
    await sleep(2 * AUCTION_WS_HEARTBEAT_MS);
    console.log(`realtime idle: ${WARM_UP_SESSIONS} warm-up sessions, ${windowSeconds} s of CPU, then memory…`);
    const quietPercent = await cpuPercent(host.pid, windowSeconds);
    // Memory after the window, not before: in the first seconds after the start the process still gives back
    // hundreds of MB it used while starting (RSS 510 MB falling to ~360 MB with 5,000 sessions more), which read
    // earlier made the sessions' growth negative.
    const before = await host.request<Memory>('memory');

    console.log(`realtime idle: opening ${options.subscribers} sessions…`);
    const opened = await openClients(job(options.subscribers, setup.tokensFile, setup.processes));
    clients.push(opened);
    // The joins' onConnect work (two reads each) is over; two heart-beat periods pass.
    await sleep(2 * AUCTION_WS_HEARTBEAT_MS);
    console.log(`realtime idle: ${opened.sessions} more sessions, ${windowSeconds} s of CPU, then memory…`);
    const idlePercent = await cpuPercent(host.pid, windowSeconds);
    const after = await host.request<Memory>('memory');
    if (options.profile) {
      // After the measured window, so that the profiler's own cost is not in it.
      console.log(`realtime idle: ${windowSeconds} s more under the profiler…`);
      await host.request('profile-start');
      await sleep(windowSeconds * 1000);
      console.log((await host.request<{ top: string }>('profile-stop realtime-idle')).top);
    }

    const sessions = opened.sessions;
    const ready = opened;
    const perSessionKb = (bytes: number) => round(bytes / sessions / 1024, 1);
    const rssKb = perSessionKb(after.rss - before.rss);
    // The live JS memory the sessions hold (heap and external, after full collections), beside the RSS: the target is
    // judged on the larger of the two, since RSS also moves with what the process gives back from earlier work.
    const liveKb = perSessionKb(after.heapUsed + after.external - before.heapUsed - before.external);
    const total = ({ user, system }: { user: number; system: number }) => user + system;
    const heartBeatPercent = total(idlePercent) - total(quietPercent);
    const split = ({ user, system }: { user: number; system: number }) => `${round(user, 2)}+${round(system, 2)}`;
    const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
    const rows = [
      {
        sessions,
        'open in s': round(ready.connectSeconds, 1),
        'RSS MB before/after': `${mb(before.rss)}/${mb(after.rss)}`,
        'RSS kB/session': rssKb,
        'heap+external kB/session': liveKb,
        [`CPU % of a core (user+system), ${windowSeconds} s: none/idle`]: `${split(quietPercent)}/${split(idlePercent)}`,
        'heart-beats % of a core': round(heartBeatPercent, 2),
        [`targets (≤${MAX_KB_PER_SESSION} kB, <${MAX_HEART_BEAT_CORE_PERCENT} %)`]: verdict(
          before.gc && Math.max(rssKb, liveKb) <= MAX_KB_PER_SESSION && heartBeatPercent < MAX_HEART_BEAT_CORE_PERCENT,
        ),
      },
    ];
    report(
      'realtime-idle',
      `realtime idle: ${sessions} STOMP sessions on one instance (beside ${WARM_UP_SESSIONS} warm-up ones), heart-beat ${AUCTION_WS_HEARTBEAT_MS} ms both ways, memory after full GC${before.gc ? '' : ' (gc NOT exposed: RSS includes garbage)'}`,
      rows,
      { before, after, quietPercent, idlePercent, windowSeconds, warmUpSessions: WARM_UP_SESSIONS },
    );
    return rows;
  } finally {
    for (const open of clients) await open.close();
    await host.stop();
  }
}

/** Sessions opened before the baseline and kept open throughout. */
export const WARM_UP_SESSIONS = 100;

interface OpenClients {
  sessions: number;
  connectSeconds: number;
  close(): Promise<void>;
}

/** Starts rt-clients.ts in idle mode; resolves once every session is open. */
async function openClients(job: ClientsJob): Promise<OpenClients> {
  const child = spawnScript('lib/rt-clients.ts', job);
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<{ sessions: number; connectSeconds: number }>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.includes('"phase":"ready"')) resolve(JSON.parse(line) as { sessions: number; connectSeconds: number });
    });
    child.once('exit', (code) => reject(new Error(`rt-clients exited with ${code} before its sessions were open`)));
  });
  return {
    ...ready,
    async close() {
      child.stdin!.write('stop\n');
      await exited;
    },
  };
}
