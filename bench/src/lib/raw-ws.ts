import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

export interface RawWsServer {
  port: number;
  close(): Promise<void>;
}

const CHANNEL = 'wayfare:bench:raw';

interface RawBid {
  amount: number;
  userId: number;
  answer?: { amount: number; userId: number };
}

/**
 * The realtime ceiling: a bare `ws` server that broadcasts bid JSON (the same shape and size as the app's MESSAGE
 * body) to every connected socket. A client's text `{"amount": n, "userId": u, "answer": {"amount": m, "userId": p}}`
 * is a bid and the automatic answer a maximum gives it: one body is broadcast for each, in that order, as the app
 * publishes one MESSAGE per stored bid (bench/docs/realtime.md#maximum-bids-in-play). With `redisUrl`, each broadcast
 * travels through Redis pub/sub first and every server delivers to its own sockets — the app's fan-out, minus STOMP,
 * authentication and the database.
 */
export async function startRawWs(options: { redisUrl?: string } = {}): Promise<RawWsServer> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const sockets = new Set<WebSocket>();
  let bidId = 0;
  const broadcast = (payload: string) => {
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(payload);
  };
  const publisher = options.redisUrl ? new Redis(options.redisUrl) : undefined;
  const subscriber = options.redisUrl ? new Redis(options.redisUrl) : undefined;
  if (subscriber) {
    subscriber.on('message', (_channel: string, raw: string) => broadcast((JSON.parse(raw) as { body: string }).body));
    await subscriber.subscribe(CHANNEL);
  }
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const { amount, userId, answer } = JSON.parse(String(data)) as RawBid;
      const entries = [{ amount, userId, auto: false }, ...(answer ? [{ ...answer, auto: true }] : [])];
      for (const entry of entries) {
        const body = JSON.stringify({
          id: ++bidId,
          amount: entry.amount,
          dateTime: new Date().toISOString().slice(0, 19),
          user: { id: entry.userId, name: `Bench Bidder ${entry.userId}` },
          auto: entry.auto,
        });
        if (publisher) void publisher.publish(CHANNEL, JSON.stringify({ destination: '/auction/0/bids', body }));
        else broadcast(body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    port: address.port,
    async close() {
      for (const socket of sockets) socket.terminate();
      subscriber?.disconnect();
      publisher?.disconnect();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
