/**
 * Child process: N subscribers and one bidder, all in this process (so one clock measures "bid sent → MESSAGE
 * received" for every subscriber). STOMP mode speaks STOMP 1.2 over `ws` with the app's own frame codec — a lean
 * client, so that the client side costs about what the raw mode's JSON.parse costs. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createFrameDecoder, encodeFrame, type StompFrame } from '../../../packages/api/src/realtime/stomp-codec';
import { sleep, summarise } from './report';

export interface ClientsJob {
  mode: 'stomp' | 'raw';
  /** Subscribers are spread round-robin over these; the bidder uses the first. */
  urls: string[];
  subscribers: number;
  bids: number;
  auctionId: number;
  /** JSON file: { subscribers: [{userId, token}], bidder: {userId, token} }. */
  tokensFile: string;
  firstAmount: number;
}

export interface ClientsResult {
  connectSeconds: number;
  expected: number;
  delivered: number;
  /** Milliseconds, one value per (subscriber, bid). */
  latency: ReturnType<typeof summarise>;
  /** Per bid: time until the last subscriber had it. */
  lastDelivery: ReturnType<typeof summarise>;
  errors: string[];
}

interface Identity {
  userId: number;
  token: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ClientsJob;
const identities = JSON.parse(readFileSync(job.tokensFile, 'utf8')) as { subscribers: Identity[]; bidder: Identity };
const sentAt = new Map<number, number>();
const receivedCount = new Map<number, number>();
const latencies: number[] = [];
const errors: string[] = [];
let onDelivery: (() => void) | undefined;

function delivered(amount: number): void {
  const sent = sentAt.get(amount);
  if (sent === undefined) return;
  latencies.push(performance.now() - sent);
  receivedCount.set(amount, (receivedCount.get(amount) ?? 0) + 1);
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
        const body = text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0'));
        delivered(Math.round((JSON.parse(body) as { amount: number }).amount));
        return;
      }
      for (const frame of decoder.push(text)) {
        if ('heartbeat' in frame) continue;
        if (frame.command === 'MESSAGE') {
          if (frame.headers.destination === '/user/queue/errors') errors.push(frame.body);
          else delivered(Math.round((JSON.parse(frame.body) as { amount: number }).amount));
        } else if (frame.command === 'CONNECTED') {
          const destination = subscribe ? `/auction/${job.auctionId}/bids` : '/user/queue/errors';
          sendFrame({ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination, receipt: 'subscribed' }, body: '' });
        } else if (frame.command === 'RECEIPT') {
          resolve(connection);
        } else if (frame.command === 'ERROR') {
          errors.push(frame.body);
          reject(new Error(`STOMP ERROR: ${frame.body}`));
        }
      }
    });
  });
}

function rawClient(url: string, who: Identity, subscribe: boolean): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({ socket, send: (amount) => socket.send(JSON.stringify({ amount, userId: who.userId })) }),
    );
    // The raw server broadcasts to every socket, the bidder's too: only subscribers count.
    socket.on('message', (data) => {
      if (subscribe) delivered(Math.round((JSON.parse(String(data)) as { amount: number }).amount));
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

const lastDelivery: number[] = [];
for (let i = 0; i < job.bids; i++) {
  const amount = job.firstAmount + i;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    onDelivery = () => {
      if ((receivedCount.get(amount) ?? 0) >= job.subscribers) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  const sent = performance.now();
  sentAt.set(amount, sent);
  bidder.send(amount);
  await done;
  lastDelivery.push(performance.now() - sent);
  await sleep(10);
}

for (const connection of [...subscribers, bidder]) connection.socket.terminate();
const result: ClientsResult = {
  connectSeconds: Math.round(connectSeconds * 10) / 10,
  expected: job.subscribers * job.bids,
  delivered: latencies.length,
  latency: summarise(latencies),
  lastDelivery: summarise(lastDelivery),
  errors: errors.slice(0, 5),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
