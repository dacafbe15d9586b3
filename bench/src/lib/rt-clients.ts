/**
 * Child process: N subscribers and one bidder, all in this process (so one clock measures "bid sent → MESSAGE
 * received" for every subscriber). STOMP mode speaks STOMP 1.2 over `ws` with the app's own frame codec — a lean
 * client, so that the client side costs about what the raw mode's JSON.parse costs. Prints one JSON line.
 *
 * Maximum bids are in play (docs/product/auctions.md#maximum-bids): another bidder leads with a maximum far above
 * every amount sent, so each manual bid is accepted and at once answered by that maximum at the ladder's next
 * amount. The answer reaches every subscriber too; it is counted, not timed, and the next bid waits for it.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createFrameDecoder, encodeFrame, type StompFrame } from '../../../packages/api/src/realtime/stomp-codec';
import { nextMinimumBid } from '../../../packages/common/src/bid-ladder';
import { sleep, summarise } from './report';

export interface ClientsJob {
  mode: 'stomp' | 'raw';
  /** Subscribers are spread round-robin over these; the bidder uses the first. */
  urls: string[];
  subscribers: number;
  auctionId: number;
  /** JSON file: { subscribers: [{userId, token}], bidder: {userId, token}, proxy: {userId} }. */
  tokensFile: string;
  /**
   * The bidder's manual bids, in order: each at least the ladder's next amount above the maximum's answer to the one
   * before (which is `nextMinimumBid` of it), so none is refused.
   */
  amounts: number[];
  /** False for `no-maxima`: nobody answers the bids, the raw server broadcasts one body per bid. */
  maxima: boolean;
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

interface Identity {
  userId: number;
  token: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ClientsJob;
const identities = JSON.parse(readFileSync(job.tokensFile, 'utf8')) as {
  subscribers: Identity[];
  bidder: Identity;
  proxy: { userId: number };
};
const sentAt = new Map<number, number>();
const receivedCount = new Map<number, number>();
/** The automatic answers expected (amount → received count), set when their bid is sent. */
const answerCount = new Map<number, number>();
const latencies: number[] = [];
let answersDelivered = 0;
let errorCount = 0;
const errors: string[] = [];
let onDelivery: (() => void) | undefined;

function refused(body: string): void {
  errorCount += 1;
  errors.push(body);
  onDelivery?.();
}

/** A bid MESSAGE body reached a subscriber: a timed manual bid, or a counted automatic answer. */
function delivered(body: string): void {
  const amount = Math.round((JSON.parse(body) as { amount: number }).amount);
  const sent = sentAt.get(amount);
  if (sent !== undefined) {
    latencies.push(performance.now() - sent);
    receivedCount.set(amount, (receivedCount.get(amount) ?? 0) + 1);
  } else {
    const answers = answerCount.get(amount);
    if (answers === undefined) return;
    answerCount.set(amount, answers + 1);
    answersDelivered += 1;
  }
  onDelivery?.();
}

interface Connection {
  socket: WebSocket;
  send(amount: number): void;
}

/** Opens one STOMP session; resolves when it is CONNECTED and (for a subscriber) its SUBSCRIBE has its RECEIPT. */
function stompClient(url: string, who: Identity, subscribe: boolean): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp']);
    const decoder = createFrameDecoder({ maxFrameBytes: 64 * 1024 });
    const sendFrame = (frame: StompFrame) => socket.send(encodeFrame(frame));
    const connection: Connection = {
      socket,
      send: (amount) =>
        sendFrame({
          command: 'SEND',
          headers: { destination: '/auction/bid', 'content-type': 'application/json' },
          body: JSON.stringify({ auctionId: job.auctionId, userId: who.userId, bidAmount: amount }),
        }),
    };
    socket.on('error', reject);
    socket.on('open', () =>
      sendFrame({
        command: 'CONNECT',
        headers: {
          'accept-version': '1.2',
          host: 'localhost',
          'heart-beat': '0,0',
          accessToken: who.token,
          userId: String(who.userId),
          auctionId: String(job.auctionId),
        },
        body: '',
      }),
    );
    socket.on('message', (data) => {
      const text = String(data);
      // The hot path, kept as cheap as the raw client's: the server sends one frame per WebSocket message, and a
      // bid MESSAGE's body is JSON (no NUL), so it lies between the blank line and the final NUL.
      if (
        subscribe &&
        text.startsWith('MESSAGE\n') &&
        text.includes(`\ndestination:/auction/${job.auctionId}/bids\n`)
      ) {
        delivered(text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0')));
        return;
      }
      for (const frame of decoder.push(text)) {
        if ('heartbeat' in frame) continue;
        if (frame.command === 'MESSAGE') {
          if (frame.headers.destination === '/user/queue/errors') refused(frame.body);
          else delivered(frame.body);
        } else if (frame.command === 'CONNECTED') {
          const destination = subscribe ? `/auction/${job.auctionId}/bids` : '/user/queue/errors';
          sendFrame({ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination, receipt: 'subscribed' }, body: '' });
        } else if (frame.command === 'RECEIPT') {
          resolve(connection);
        } else if (frame.command === 'ERROR') {
          refused(frame.body);
          reject(new Error(`STOMP ERROR: ${frame.body}`));
        }
      }
    });
  });
}

const proxyId = identities.proxy.userId;

function rawClient(url: string, who: Identity, subscribe: boolean): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    // The bid and the answer the app's maximum gives it: the raw server broadcasts one body for each, as the app
    // publishes one MESSAGE per stored bid (bench/README.md, "maximum bids in play").
    const answer = (amount: number) => (job.maxima ? { amount: nextMinimumBid(amount), userId: proxyId } : undefined);
    const send = (amount: number) =>
      socket.send(JSON.stringify({ amount, userId: who.userId, answer: answer(amount) }));
    socket.on('open', () => resolve({ socket, send }));
    // The raw server broadcasts to every socket, the bidder's too: only subscribers count.
    socket.on('message', (data) => {
      if (subscribe) delivered(String(data));
    });
  });
}

const open = (url: string, who: Identity, subscribe: boolean) =>
  job.mode === 'stomp' ? stompClient(url, who, subscribe) : rawClient(url, who, subscribe);

const t0 = performance.now();
const subscribers: Connection[] = [];
const BATCH = 50;
for (let i = 0; i < job.subscribers; i += BATCH) {
  const batch = identities.subscribers.slice(i, Math.min(i + BATCH, job.subscribers));
  subscribers.push(
    ...(await Promise.all(batch.map((who, j) => open(job.urls[(i + j) % job.urls.length]!, who, true)))),
  );
}
const bidder = await open(job.urls[0]!, identities.bidder, false);
const connectSeconds = (performance.now() - t0) / 1000;
await sleep(500);

// The parent measures its in-process server's CPU between these two lines: the bids, not the connections.
process.stdout.write(`${JSON.stringify({ phase: 'bids' })}\n`);
const lastDelivery: number[] = [];
for (const amount of job.amounts) {
  const answer = nextMinimumBid(amount);
  // Done when every subscriber has the bid and the maximum's answer to it (the next bid must top the answer), or a
  // bid was refused, or after 5 s.
  let everyoneHadIt: number | undefined;
  const done = new Promise<void>((resolve) => {
    const errorsBefore = errorCount;
    const timer = setTimeout(resolve, 5000);
    onDelivery = () => {
      const all = (receivedCount.get(amount) ?? 0) >= job.subscribers;
      if (all) everyoneHadIt ??= performance.now();
      const answered = !job.maxima || (answerCount.get(answer) ?? 0) >= job.subscribers;
      if ((all && answered) || errorCount > errorsBefore) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  if (job.maxima) answerCount.set(answer, 0);
  const sent = performance.now();
  sentAt.set(amount, sent);
  bidder.send(amount);
  await done;
  lastDelivery.push((everyoneHadIt ?? performance.now()) - sent);
  if (errorCount > 0) break;
  await sleep(10);
}

process.stdout.write(`${JSON.stringify({ phase: 'done' })}\n`);
for (const connection of [...subscribers, bidder]) connection.socket.terminate();
const result: ClientsResult = {
  connectSeconds: Math.round(connectSeconds * 10) / 10,
  expected: job.subscribers * job.amounts.length,
  delivered: latencies.length,
  answersDelivered,
  latency: summarise(latencies),
  lastDelivery: summarise(lastDelivery),
  errorCount,
  errors: errors.slice(0, 5),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
