/**
 * One benchmark client connection, STOMP (the app) or raw ws (the ceiling), as rt-clients.ts (the bidder) and
 * rt-subscribers.ts (the subscribers) open them. STOMP speaks 1.2 over `ws` with the app's own frame codec — a lean
 * client, so that the client side costs about what the raw mode's JSON.parse costs.
 */
import { WebSocket } from 'ws';
import { createFrameDecoder, encodeFrame, type StompFrame } from '../../../packages/api/src/realtime/stomp-codec';

export interface Identity {
  userId: number;
  token: string;
}

/** The file the parent writes: every client's identity, and the proxy bidder whose maximum answers each bid. */
export interface Identities {
  subscribers: Identity[];
  bidder: Identity;
  proxy: { userId: number };
}

export interface Connection {
  socket: WebSocket;
  /** A bid of `amount` (only the bidder sends). */
  send(amount: number): void;
}

export interface ConnectionHandlers {
  /** A bid's JSON body reached this client (its MESSAGE on the first destination, or a raw broadcast). */
  bid(body: string): void;
  /** A refused bid (`/user/queue/errors`) or a STOMP ERROR. */
  refused(body: string): void;
}

export interface StompOptions {
  auctionId: number;
  /** SUBSCRIBEs sent after CONNECTED, in order; the session is open once the last one has its RECEIPT. */
  destinations: string[];
  /** The CONNECT's `heart-beat` ([cx, cy]; the web app asks for 4000,4000). The client beats as negotiated. */
  heartBeat: [number, number];
}

/** Monotonic milliseconds, the same clock in every process of the machine (CLOCK_MONOTONIC), unlike performance.now(). */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Opens one STOMP session; resolves when it is CONNECTED and each SUBSCRIBE has its RECEIPT. */
export function openStomp(
  url: string,
  who: Identity,
  { auctionId, destinations, heartBeat }: StompOptions,
  handlers: ConnectionHandlers,
): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp']);
    const decoder = createFrameDecoder({ maxFrameBytes: 64 * 1024 });
    const sendFrame = (frame: StompFrame) => socket.send(encodeFrame(frame));
    const bids = destinations[0] ?? '';
    let beat: NodeJS.Timeout | undefined;
    const connection: Connection = {
      socket,
      send: (amount) =>
        sendFrame({
          command: 'SEND',
          headers: { destination: '/auction/bid', 'content-type': 'application/json' },
          body: JSON.stringify({ auctionId, userId: who.userId, bidAmount: amount }),
        }),
    };
    socket.on('error', reject);
    socket.on('close', () => clearInterval(beat));
    socket.on('open', () =>
      sendFrame({
        command: 'CONNECT',
        headers: {
          'accept-version': '1.2',
          host: 'localhost',
          'heart-beat': heartBeat.join(','),
          accessToken: who.token,
          userId: String(who.userId),
          auctionId: String(auctionId),
        },
        body: '',
      }),
    );
    let pendingReceipts = destinations.length;
    socket.on('message', (data) => {
      const text = String(data);
      // The hot path, kept as cheap as the raw client's: the server sends one frame per WebSocket message, and a
      // bid MESSAGE's body is JSON (no NUL), so it lies between the blank line and the final NUL.
      if (text.startsWith('MESSAGE\n') && text.includes(`\ndestination:${bids}\n`)) {
        handlers.bid(text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0')));
        return;
      }
      for (const frame of decoder.push(text)) {
        if ('heartbeat' in frame) continue;
        if (frame.command === 'MESSAGE') {
          if (frame.headers.destination === '/user/queue/errors') handlers.refused(frame.body);
        } else if (frame.command === 'CONNECTED') {
          // STOMP 1.2 §Heart-beating: the client sends every max(cx, sy) ms, or never if either is 0.
          const serverWants = Number((frame.headers['heart-beat'] ?? '0,0').split(',')[1]);
          const every = heartBeat[0] === 0 || serverWants === 0 ? 0 : Math.max(heartBeat[0], serverWants);
          if (every > 0) beat = setInterval(() => socket.send('\n'), every);
          destinations.forEach((destination, i) =>
            sendFrame({ command: 'SUBSCRIBE', headers: { id: `sub-${i}`, destination, receipt: `r${i}` }, body: '' }),
          );
        } else if (frame.command === 'RECEIPT') {
          if (--pendingReceipts === 0) resolve(connection);
        } else if (frame.command === 'ERROR') {
          handlers.refused(frame.body);
          reject(new Error(`STOMP ERROR: ${frame.body}`));
        }
      }
    });
  });
}

/**
 * Opens one raw ws connection. The bidder's text carries the bid and the answer the app's maximum gives it: the raw
 * server broadcasts one body for each, as the app publishes one MESSAGE per stored bid
 * (bench/docs/realtime.md#maximum-bids-in-play). The raw server broadcasts to every socket, the bidder's too: only
 * subscribers pass `handlers`.
 */
export function openRaw(
  url: string,
  who: Identity,
  answerOf: (amount: number) => { amount: number; userId: number } | undefined,
  handlers?: ConnectionHandlers,
): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    const send = (amount: number) =>
      socket.send(JSON.stringify({ amount, userId: who.userId, answer: answerOf(amount) }));
    socket.on('open', () => resolve({ socket, send }));
    if (handlers) socket.on('message', (data) => handlers.bid(String(data)));
  });
}
