/**
 * Child process: the load generator of the realtime benchmark. It forks `processes` children (rt-subscribers.ts) that
 * hold the subscribers between them, opens the bidder itself, and sends the bids one after another; latency is "bid
 * sent → MESSAGE received" per subscriber, on the machine's monotonic clock, which every process shares. Prints
 * progress lines (`{"phase": …}`) and, last, one JSON line with the result.
 *
 * Maximum bids are in play (docs/product/auctions.md#maximum-bids): another bidder leads with a maximum far above
 * every amount sent, so each manual bid is accepted and at once answered by that maximum at the ladder's next
 * amount. The answer reaches every subscriber too; it is counted, not timed, and the next bid waits for it.
 *
 * `idle`: no bidder and no bids — the sessions open (with the web app's heart-beats), `{"phase":"ready"}` is printed,
 * and they stay until a line arrives on stdin; then `{"sessions": n}`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { nextMinimumBid } from '../../../packages/common/src/bid-ladder';
import { sleep, summarise } from './report';
import { now, openRaw, openStomp, type Connection, type Identities } from './rt-connection';
import type { FromSubscribers, SubscribersJob, ToSubscribers } from './rt-subscribers';

export interface ClientsJob {
  mode: 'stomp' | 'raw';
  /** Subscribers are spread round-robin over these; the bidder uses the first. */
  urls: string[];
  subscribers: number;
  /** Child processes holding the subscribers (the bidder stays here). */
  processes: number;
  auctionId: number;
  /** JSON file: { subscribers: [{userId, token}], bidder: {userId, token}, proxy: {userId} }. */
  tokensFile: string;
  /**
   * The bidder's manual bids, in order: each at least the ladder's next amount above the maximum's answer to the one
   * before (which is `nextMinimumBid` of it), so none is refused. Empty for `idle`.
   */
  amounts: number[];
  /** False for `no-maxima`: nobody answers the bids, the raw server broadcasts one body per bid. */
  maxima: boolean;
  /** Where `amounts[0]` stands in the auction's whole sequence of bids: without maxima, two bidders take turns by it. */
  firstBid?: number;
  /** STOMP: each subscriber's SUBSCRIBEs (the first is where bids come) and CONNECT heart-beat. */
  destinations: string[];
  heartBeat: [number, number];
  idle?: boolean;
}

export interface ClientsResult {
  connectSeconds: number;
  expected: number;
  delivered: number;
  /** The maximum's automatic answers received by the subscribers (as many as `expected`; 0 with no maxima). */
  answersDelivered: number;
  /** Milliseconds, one value per (subscriber, bid). */
  latency: ReturnType<typeof summarise>;
  /** Per bid: time until the last subscriber had it. */
  lastDelivery: ReturnType<typeof summarise>;
  /** Refused bids (`/user/queue/errors`) and STOMP ERROR frames: any at all fails the benchmark. */
  errorCount: number;
  errors: string[];
}

/** Sessions each child opens at once; the next batch waits for these (no connection storm at setup). */
const BATCH = 50;

const job = JSON.parse(process.argv[2] ?? '{}') as ClientsJob;
const identities = JSON.parse(readFileSync(job.tokensFile, 'utf8')) as Identities;
const errors: string[] = [];
let onRefused: (() => void) | undefined;

interface Waiter {
  resolve(message: FromSubscribers): void;
  reject(error: Error): void;
}

interface Worker {
  child: ChildProcess;
  /** Who waits for the next message of a kind (set by `next`); a child that exits fails them all. */
  waiting: Map<FromSubscribers['type'], Waiter>;
}

function next<T extends FromSubscribers['type']>(
  worker: Worker,
  type: T,
): Promise<Extract<FromSubscribers, { type: T }>> {
  return new Promise((resolve, reject) => {
    worker.waiting.set(type, { resolve: resolve as (message: FromSubscribers) => void, reject });
  });
}

const t0 = now();
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rt-subscribers.ts');
const workers: Worker[] = [];
for (let p = 0; p < job.processes; p++) {
  const from = Math.floor((p * job.subscribers) / job.processes);
  const to = Math.floor(((p + 1) * job.subscribers) / job.processes);
  const slice: SubscribersJob = { ...job, from, to, batch: BATCH };
  const child = fork(script, [JSON.stringify(slice)], {
    execArgv: ['--import', 'tsx'],
    // Nothing on stdout: the parent reads this process's last stdout line as the result.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const worker: Worker = { child, waiting: new Map() };
  child.on('message', (message: FromSubscribers) => {
    const waiter = worker.waiting.get(message.type);
    worker.waiting.delete(message.type);
    waiter?.resolve(message);
  });
  child.once('exit', (code) => {
    for (const [type, waiter] of worker.waiting)
      waiter.reject(new Error(`rt-subscribers exited with ${code} before '${type}'`));
    worker.waiting.clear();
  });
  workers.push(worker);
}
const tell = (message: ToSubscribers) => workers.forEach(({ child }) => child.send(message));

const ready = await Promise.all(workers.map((worker) => next(worker, 'ready')));
const opened = ready.reduce((sum, { count }) => sum + count, 0);

if (job.idle) {
  process.stdout.write(
    `${JSON.stringify({ phase: 'ready', sessions: opened, connectSeconds: (now() - t0) / 1000 })}\n`,
  );
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
  const results = workers.map((worker) => next(worker, 'result'));
  tell({ type: 'finish', sentAt: [] });
  await Promise.all(results);
  for (const { child } of workers) child.disconnect();
  process.stdout.write(`${JSON.stringify({ sessions: opened })}\n`);
  process.exit(0);
}

const handlers = {
  bid() {},
  refused(body: string) {
    errors.push(body);
    onRefused?.();
  },
};
const proxyId = identities.proxy.userId;
const bidder: Connection =
  job.mode === 'stomp'
    ? await openStomp(
        job.urls[0]!,
        identities.bidder,
        { auctionId: job.auctionId, destinations: ['/user/queue/errors'], heartBeat: [0, 0] },
        handlers,
      )
    : await openRaw(job.urls[0]!, identities.bidder, (amount) =>
        job.maxima ? { amount: nextMinimumBid(amount), userId: proxyId } : undefined,
      );
// Without maxima nobody answers a bid, and a leader may not top their own (docs/product/auctions.md#bid-rules): a
// second bidder, one of the subscribers, takes every other bid.
const rival: Connection | undefined =
  job.mode === 'stomp' && !job.maxima
    ? await openStomp(
        job.urls[0]!,
        identities.subscribers[0]!,
        { auctionId: job.auctionId, destinations: ['/user/queue/errors'], heartBeat: [0, 0] },
        handlers,
      )
    : undefined;
const connectSeconds = (now() - t0) / 1000;
await sleep(500);

// The parent measures its servers' CPU between these two lines: the bids, not the connections.
process.stdout.write(`${JSON.stringify({ phase: 'bids' })}\n`);
const sentAt: Array<[number, number]> = [];
const lastDelivery: number[] = [];
for (const amount of job.amounts) {
  const answer = job.maxima ? nextMinimumBid(amount) : undefined;
  // Done when every child has seen all its subscribers get the bid and the maximum's answer to it (the next bid must
  // top the answer), or a bid was refused, or after 5 s.
  const errorsBefore = errors.length;
  let timer: NodeJS.Timeout | undefined;
  const had = Promise.all(workers.map((worker) => next(worker, 'had')));
  const refused = new Promise<void>((resolve) => (onRefused = resolve));
  tell({ type: 'expect', amount, answer });
  const sent = now();
  sentAt.push([amount, sent]);
  (rival && ((job.firstBid ?? 0) + sentAt.length) % 2 === 0 ? rival : bidder).send(amount);
  const outcome = await Promise.race([
    had,
    refused.then(() => undefined),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 5000))),
  ]);
  clearTimeout(timer);
  lastDelivery.push(outcome ? Math.max(...outcome.map(({ last }) => last)) - sent : now() - sent);
  if (errors.length > errorsBefore) break;
  // A bid not delivered everywhere in 5 s leaves `had` waiters behind: the next bid's replace them.
  await sleep(10);
}

process.stdout.write(`${JSON.stringify({ phase: 'done' })}\n`);
bidder.socket.terminate();
rival?.socket.terminate();
const results = await Promise.all(
  workers.map((worker) => {
    const result = next(worker, 'result');
    worker.child.send({ type: 'finish', sentAt } satisfies ToSubscribers);
    return result;
  }),
);
for (const { child } of workers) child.disconnect();
const latencies = results.flatMap((result) => result.latencies);
const subscriberErrors = results.flatMap((result) => result.errors);
const result: ClientsResult = {
  connectSeconds: Math.round(connectSeconds * 10) / 10,
  expected: job.subscribers * job.amounts.length,
  delivered: latencies.length,
  answersDelivered: results.reduce((sum, { answersDelivered }) => sum + answersDelivered, 0),
  latency: summarise(latencies),
  lastDelivery: summarise(lastDelivery),
  errorCount: errors.length + subscriberErrors.length,
  errors: [...errors, ...subscriberErrors].slice(0, 5),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
