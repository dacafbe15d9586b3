/**
 * Child of rt-clients.ts (forked, IPC): a slice of the subscribers in one process, so that thousands of clients spread
 * their parsing over the cores instead of queueing in one event loop. Each receipt is stamped with the machine-wide
 * monotonic clock (`now`), so the coordinator's send times and these receipts compare across processes.
 *
 * Messages: the coordinator sends `expect` before each bid (this slice answers `had` once every one of its
 * subscribers has the bid and its answer) and `finish` with the bids' send times (answered by `result`); `ready` when
 * every session is open. Idle runs (no bids) only wait for `finish`.
 */
import { readFileSync } from 'node:fs';
import { nextMinimumBid } from '../../../packages/common/src/bid-ladder';
import { now, openRaw, openStomp, type Connection, type Identities } from './rt-connection';

export interface SubscribersJob {
  mode: 'stomp' | 'raw';
  /** Subscribers are spread round-robin over these. */
  urls: string[];
  auctionId: number;
  tokensFile: string;
  /** This slice: subscribers[from, to) of the tokens file. */
  from: number;
  to: number;
  /** STOMP: the SUBSCRIBEs (the first is where bids come) and the CONNECT's heart-beat. */
  destinations: string[];
  heartBeat: [number, number];
  /** Sessions opened at once (the next batch waits for this one): no connection storm at setup. */
  batch: number;
  maxima: boolean;
}

export type ToSubscribers =
  { type: 'expect'; amount: number; answer: number | undefined } | { type: 'finish'; sentAt: Array<[number, number]> };

export type FromSubscribers =
  | { type: 'ready'; count: number }
  | { type: 'had'; amount: number; last: number }
  | { type: 'result'; latencies: number[]; delivered: number; answersDelivered: number; errors: string[] };

const job = JSON.parse(process.argv[2] ?? '{}') as SubscribersJob;
const identities = JSON.parse(readFileSync(job.tokensFile, 'utf8')) as Identities;
const count = job.to - job.from;
const post = (message: FromSubscribers) => process.send!(message);

/** Amount → receipt times (every body received, bids and answers alike: which is which comes with `expect`). */
const received = new Map<number, number[]>();
const errors: string[] = [];
let expecting: { amount: number; answer: number | undefined } | undefined;

function check(): void {
  if (!expecting) return;
  const { amount, answer } = expecting;
  const bids = received.get(amount);
  if (!bids || bids.length < count) return;
  if (answer !== undefined && (received.get(answer)?.length ?? 0) < count) return;
  expecting = undefined;
  post({ type: 'had', amount, last: Math.max(...bids) });
}

const handlers = {
  bid(body: string) {
    const at = now();
    const amount = Math.round((JSON.parse(body) as { amount: number }).amount);
    let times = received.get(amount);
    if (!times) received.set(amount, (times = []));
    times.push(at);
    check();
  },
  refused(body: string) {
    errors.push(body);
  },
};

const proxyId = identities.proxy.userId;
const answerOf = (amount: number) => (job.maxima ? { amount: nextMinimumBid(amount), userId: proxyId } : undefined);
const sessions: Connection[] = [];
for (let i = job.from; i < job.to; i += job.batch) {
  const batch = identities.subscribers.slice(i, Math.min(i + job.batch, job.to));
  sessions.push(
    ...(await Promise.all(
      batch.map((who, j) => {
        const url = job.urls[(i + j) % job.urls.length]!;
        return job.mode === 'stomp' ? openStomp(url, who, job, handlers) : openRaw(url, who, answerOf, handlers);
      }),
    )),
  );
}
post({ type: 'ready', count: sessions.length });

// The coordinator is done with this slice (or gone): nothing may outlive it.
process.once('disconnect', () => process.exit(0));
process.on('message', (message: ToSubscribers) => {
  if (message.type === 'expect') {
    expecting = { amount: message.amount, answer: message.answer };
    check();
    return;
  }
  const latencies: number[] = [];
  let answersDelivered = 0;
  const timed = new Set<number>();
  for (const [amount, sent] of message.sentAt) {
    timed.add(amount);
    for (const at of received.get(amount) ?? []) latencies.push(Math.round((at - sent) * 100) / 100);
  }
  if (job.maxima) {
    for (const [amount] of message.sentAt) {
      const answer = nextMinimumBid(amount);
      if (!timed.has(answer)) answersDelivered += received.get(answer)?.length ?? 0;
    }
  }
  for (const session of sessions) session.socket.terminate();
  // The coordinator disconnects once it has this (this process then ends): were this process to exit first, its
  // `exit` could reach the coordinator before this message did.
  post({ type: 'result', latencies, delivered: latencies.length, answersDelivered, errors: errors.slice(0, 5) });
});
