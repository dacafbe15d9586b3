import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { messages } from '@wayfare/common';
import { AppError } from '../lib/app-error';
import { isOwnOrigin } from '../lib/request-origin';
import { createMemoryFanout, type Fanout } from './fanout';
import type { RealtimeGateway, RealtimeSend, RealtimeSession } from './gateway';
import { createRedisFanout, realtimeChannel } from './redis-fanout';
import { createMemoryState, createRedisState, type SharedState } from './shared-state';
import { createWriteBatch, type WriteBatch } from './write-batch';
import { heartBeatSender } from './ws-heart-beat';
import { createStompSession, type StompLimits, type StompSession, type StompTransport } from './stomp-session';
import { isUserDestination, SubscriptionRegistry } from './subscriptions';

/** The WebSocket message size limit; the STOMP frame limit below is smaller, so an oversize frame gets an ERROR. */
export const MAX_WS_MESSAGE_BYTES = 64 * 1024;

export const STOMP_LIMITS: StompLimits = {
  maxFrameBytes: 16 * 1024,
  framesPerSecond: 50,
  frameBurst: 100,
  maxSubscriptions: 100,
  connectTimeoutMs: 10_000,
};

/** A client that reads nothing while this much is queued for it is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long shutdown waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000;
const GOING_AWAY = 1001;
const TRY_AGAIN_LATER = 1013;

/**
 * The places one socket holds under the live-session limits (docs/product/realtime-contract.md#limits): its client
 * address's from the moment it opens, its account's from CONNECT. All are given back when it closes, including one
 * whose taking was still on its way to Redis then.
 */
function socketPlaces(state: SharedState, holder: string) {
  const held = new Set<string>();
  let closed = false;
  return {
    async take(key: string, limit: number): Promise<boolean> {
      if (closed || !(await state.take(key, holder, limit))) return false;
      if (closed) {
        state.release(key, holder);
        return false;
      }
      held.add(key);
      return true;
    },
    releaseAll(): void {
      closed = true;
      for (const key of held) state.release(key, holder);
      held.clear();
    },
  };
}

/** Open, and not holding MAX_BUFFERED_BYTES for a client that reads nothing (which is then dropped). */
function writable(socket: WebSocket): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(TRY_AGAIN_LATER, 'Too slow');
    return false;
  }
  return true;
}

const LF = 0x0a;

/**
 * A WebSocket message as text. A lone LF — a client's heart-beat, 1,250 a second from 5,000 idle pages — is the same
 * string every time, without decoding a Buffer for it.
 */
function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  return bytes.length === 1 && bytes[0] === LF ? '\n' : bytes.toString('utf8');
}

/** `app.realtime`: what the features publish through and register their SEND and CONNECT handlers with. */
function createGateway({
  fanout,
  state,
  sendHandlers,
  connectHandlers,
}: {
  fanout: Fanout;
  state: SharedState;
  sendHandlers: Map<string, (send: RealtimeSend) => Promise<void>>;
  connectHandlers: Array<(session: RealtimeSession) => Promise<void> | void>;
}): RealtimeGateway {
  return {
    async publish(destination, body, options = {}) {
      if (options.toUserId !== undefined && !isUserDestination(destination)) {
        throw new Error(`realtime: toUserId is for user destinations, not ${destination}`);
      }
      const isText = typeof body === 'string';
      // The addressee travels with the message, so every instance delivers it to that user's sessions only.
      await fanout.publish({
        destination,
        body: isText ? body : JSON.stringify(body),
        contentType: isText ? 'text/plain' : 'application/json',
        ...(options.excludeUserId !== undefined && { excludeUserId: options.excludeUserId }),
        ...(options.toUserId !== undefined && { toUserId: options.toUserId }),
      });
    },
    onSend(destination, handler) {
      if (sendHandlers.has(destination)) throw new Error(`realtime: ${destination} already has a SEND handler`);
      sendHandlers.set(destination, handler);
    },
    onConnect(handler) {
      connectHandlers.push(handler);
    },
    claimOnce(key, windowMs) {
      return state.claimOnce(`once:${key}`, windowMs);
    },
  };
}

/** Says "going away" to every client, gives them a moment to answer, then cuts off the rest. */
async function closeForShutdown(sockets: Map<StompSession, WebSocket>): Promise<void> {
  const open = [...sockets.entries()];
  for (const [session] of open) session.close(GOING_AWAY, 'Server shutting down');
  const closed = open.map(
    ([, socket]) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) resolve();
        else socket.once('close', () => resolve());
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(closed),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS))),
  ]);
  clearTimeout(timer);
  for (const [, socket] of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
}

/** How a session writes to its socket: nothing once it is closed or its client reads nothing (`writable`). */
function socketTransport(socket: WebSocket, writeBatch: WriteBatch): StompTransport {
  const sendHeartBeat = heartBeatSender(socket);
  return {
    send(text) {
      if (writable(socket)) socket.send(text);
    },
    sendBytes(bytes) {
      if (!writable(socket)) return;
      writeBatch.hold(socket);
      // A text message (STOMP over WebSocket is text) written from the shared Buffer as it is.
      socket.send(bytes, { binary: false });
    },
    sendHeartBeat() {
      if (writable(socket)) sendHeartBeat();
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fan-out between instances (in-process or Redis), for tests and diagnostics. */
    realtimeFanout: Fanout;
  }
}

/**
 * STOMP 1.2 over WebSocket at /ws (docs/product/realtime-contract.md): sessions authenticated by the CONNECT's access
 * token, subscriptions to the auction destinations and the user's own queues, SENDs dispatched to the
 * features' handlers, and publishes carried to every instance by the fan-out (Redis when REDIS_URL is set). See
 * docs/decisions/007.
 */
export const realtimePlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'realtime' });
    const { redisUrl, redisPrefix, liveSessions } = app.config;
    const fanout = redisUrl
      ? createRedisFanout(redisUrl, log, realtimeChannel(redisPrefix))
      : createMemoryFanout((error) => log.error({ err: error }, 'realtime: delivery failed'));
    const state = redisUrl ? createRedisState(redisUrl, redisPrefix, log) : createMemoryState();
    const instanceId = randomUUID().slice(0, 8);
    const registry = new SubscriptionRegistry(`${instanceId}-m`);
    const unsubscribeFanout = fanout.subscribe((message) =>
      registry.deliver(message, (error) => log.error({ err: error }, 'realtime: delivery failed')),
    );
    const sendHandlers = new Map<string, (send: RealtimeSend) => Promise<void>>();
    const connectHandlers: Array<(session: RealtimeSession) => Promise<void> | void> = [];
    const sockets = new Map<StompSession, WebSocket>();
    const writeBatch = createWriteBatch();
    let sessionCount = 0;

    const gateway = createGateway({ fanout, state, sendHandlers, connectHandlers });
    app.decorate('realtime', gateway);
    app.decorate('realtimeFanout', fanout);

    // Before @fastify/websocket's own preClose (hooks run in order): say "going away" to every client, give them a
    // moment to answer, then cut off the rest so close() is never held up by a silent peer.
    app.addHook('preClose', async () => closeForShutdown(sockets));
    app.addHook('onReady', async () => {
      // With Redis, wait (a little) for the subscription, so that the first publishes from other instances arrive.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([fanout.ready(), new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000)))]);
      clearTimeout(timer);
    });
    app.addHook('onClose', async () => {
      unsubscribeFanout();
      await Promise.all([fanout.close(), state.close()]);
    });

    await app.register(websocket, {
      options: { maxPayload: MAX_WS_MESSAGE_BYTES },
      // An unclean disconnect is routine for a browser tab; it is not an application error.
      errorHandler: (error, socket) => {
        log.debug({ err: error }, 'realtime: socket error');
        socket.terminate();
      },
    });

    app.route({
      method: 'GET',
      url: '/ws',
      // Not an HTTP endpoint: OpenAPI cannot describe STOMP, docs/product/realtime-contract.md does.
      schema: { hide: true },
      // Before the upgrade: a page of another site may not open the channel with its visitor's browser. A browser
      // always names the page's origin; a client without one is not a browser (docs/product/realtime-contract.md#endpoint).
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !isOwnOrigin(origin, app.config))
          throw new AppError('FORBIDDEN', messages.realtime.foreignOrigin);
      },
      handler: async () => {
        throw new AppError('NOT_FOUND', messages.http.notFound);
      },
      wsHandler: (socket, request) => {
        const id = `${instanceId}-${++sessionCount}`;
        const places = socketPlaces(state, id);
        // The client address as TRUST_PROXY makes it out, from the moment the socket opens: sockets that never
        // CONNECT count too.
        const addressPlace = places.take(`ws:address:${request.ip}`, liveSessions.perAddress);
        const session = createStompSession({
          id,
          locale: request.locale,
          write: (locale, message) => app.catalogue.write(locale, message),
          registry,
          limits: STOMP_LIMITS,
          log,
          transport: socketTransport(socket, writeBatch),
          authenticate: (token) => app.sessions.authenticate(token),
          sendHandler: (destination) => sendHandlers.get(destination),
          async admit(claims) {
            if (!(await addressPlace)) return messages.realtime.tooManyForAddress;
            if (!(await places.take(`ws:account:${claims.userId}`, liveSessions.perAccount)))
              return messages.realtime.tooManyForAccount;
            return undefined;
          },
          async onConnected(connected) {
            for (const handler of connectHandlers) {
              try {
                await handler(connected);
              } catch (error) {
                log.error({ err: error, session: connected.id }, 'realtime: an onConnect handler failed');
              }
            }
          },
        });
        sockets.set(session, socket);
        // Attached synchronously, so that no message is missed (the session queues what it cannot handle yet).
        socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => session.receive(messageText(data)));
        socket.on('close', () => {
          session.closed();
          sockets.delete(session);
          places.releaseAll();
        });
        void addressPlace.then((taken) => {
          if (!taken) session.refuse(messages.realtime.tooManyForAddress);
        });
      },
    });
  },
  { name: 'realtime', dependencies: ['locale', 'context', 'auth'] },
);
