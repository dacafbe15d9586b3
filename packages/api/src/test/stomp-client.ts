import { Client, type IMessage, type StompHeaders } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import type { App } from '../app';

/**
 * Test helpers: the real @stomp/stompjs client (as the web app uses it) over `ws`, since Node 20 has no global
 * WebSocket, and a raw socket for what stompjs would never send.
 */

export async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export interface TestStompClient {
  client: Client;
  /** Every MESSAGE received, per destination. */
  received: Map<string, IMessage[]>;
  /** Subscribes and waits for the server's RECEIPT, so that a following publish reaches it. */
  subscribe(destination: string): Promise<void>;
  /** SENDs and waits for the RECEIPT (by then the handler has run and any error-queue MESSAGE has arrived). */
  send(destination: string, body: string, headers?: StompHeaders): Promise<void>;
  /** Resolves with the next MESSAGE on `destination` (or one already received and not yet taken). */
  next(destination: string, timeoutMs?: number): Promise<IMessage>;
  closed: Promise<{ code: number }>;
  disconnect(): Promise<void>;
}

export interface ConnectOptions {
  heartbeatIncoming?: number;
  heartbeatOutgoing?: number;
  /** Headers of the WebSocket upgrade request (Origin, X-Forwarded-For…), as a browser or a proxy would send them. */
  upgradeHeaders?: Record<string, string>;
}

let receiptCount = 0;

/** Connects; resolves once CONNECTED arrives, rejects with the ERROR frame's message or when the socket closes. */
export function connectStomp(
  url: string,
  connectHeaders: StompHeaders,
  options: ConnectOptions = {},
): Promise<TestStompClient> {
  const received = new Map<string, IMessage[]>();
  const taken = new Map<string, number>();
  const waiters = new Map<string, Array<(message: IMessage) => void>>();
  let resolveClosed!: (value: { code: number }) => void;
  const closed = new Promise<{ code: number }>((resolve) => (resolveClosed = resolve));

  function record(destination: string, message: IMessage) {
    const list = received.get(destination) ?? [];
    list.push(message);
    received.set(destination, list);
    const waiter = waiters.get(destination)?.shift();
    if (waiter) {
      taken.set(destination, (taken.get(destination) ?? 0) + 1);
      waiter(message);
    }
  }

  function withReceipt(client: Client, act: (receipt: string) => void): Promise<void> {
    const receipt = `r-${++receiptCount}`;
    const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
    act(receipt);
    return done;
  }

  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp'], { headers: options.upgradeHeaders ?? {} }),
      connectHeaders,
      reconnectDelay: 0,
      heartbeatIncoming: options.heartbeatIncoming ?? 0,
      heartbeatOutgoing: options.heartbeatOutgoing ?? 0,
      debug: () => {},
    });
    const wrapper: TestStompClient = {
      client,
      received,
      subscribe: (destination) =>
        withReceipt(client, (receipt) => {
          client.subscribe(destination, (message) => record(destination, message), { receipt });
        }),
      send: (destination, body, headers = {}) =>
        withReceipt(client, (receipt) => client.publish({ destination, body, headers: { ...headers, receipt } })),
      next(destination, timeoutMs = 3000) {
        const index = taken.get(destination) ?? 0;
        const ready = received.get(destination)?.[index];
        if (ready) {
          taken.set(destination, index + 1);
          return Promise.resolve(ready);
        }
        return new Promise((resolveMessage, rejectMessage) => {
          const timer = setTimeout(
            () => rejectMessage(new Error(`no MESSAGE on ${destination} within ${timeoutMs} ms`)),
            timeoutMs,
          );
          const list = waiters.get(destination) ?? [];
          list.push((message) => {
            clearTimeout(timer);
            resolveMessage(message);
          });
          waiters.set(destination, list);
        });
      },
      closed,
      disconnect: () => client.deactivate(),
    };
    client.onConnect = () => resolve(wrapper);
    client.onStompError = (frame) => reject(new StompErrorFrame(frame.headers.message ?? frame.body));
    client.onWebSocketClose = (event: { code: number }) => {
      resolveClosed({ code: event.code });
      reject(new Error(`socket closed (${event.code}) before CONNECTED`));
    };
    client.activate();
  });
}

export class StompErrorFrame extends Error {
  override name = 'StompErrorFrame';
}

/** A bare WebSocket speaking raw text, for frames no well-behaved client sends. */
export async function connectRaw(
  url: string,
  upgradeHeaders: Record<string, string> = {},
): Promise<{
  socket: WebSocket;
  messages: string[];
  send(text: string): void;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first received message that contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
}> {
  const socket = new WebSocket(url, ['v12.stomp'], { headers: upgradeHeaders });
  const messages: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data: Buffer) => messages.push(data.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (text) => socket.send(text),
    waitFor(text, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      return new Promise((resolve, reject) => {
        const poll = () => {
          const found = messages.find((m) => m.includes(text));
          if (found !== undefined) return resolve(found);
          if (Date.now() > deadline)
            return reject(new Error(`no message containing ${JSON.stringify(text)}; got ${JSON.stringify(messages)}`));
          setTimeout(poll, 10);
        };
        poll();
      });
    },
  };
}
