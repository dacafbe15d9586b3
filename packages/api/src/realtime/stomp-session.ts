import type { FastifyBaseLogger } from 'fastify';
import { messages, stompDestinations, type SessionClaims } from '@wayfare/common';
import { AppError } from '../lib/app-error';
import type { RealtimeSend, RealtimeSession } from './gateway';
import {
  negotiateHeartBeat,
  parseHeartBeat,
  SERVER_HEART_BEAT,
  startHeartBeat,
  type HeartBeatTimers,
} from './heartbeat';
import { createTokenBucket } from './rate-limit';
import {
  createFrameDecoder,
  encodeFrame,
  encodeMessageFrame,
  StompProtocolError,
  type SharedMessage,
  type StompFrame,
} from './stomp-codec';
import type { Subscriber, SubscriptionRegistry } from './subscriptions';

/** The texts of the ERROR frames and error-queue messages a client can meet. */
export const stompMessages = {
  tooManyFrames: 'Too many frames',
  notConnected: 'Send CONNECT first',
  alreadyConnected: 'Already connected',
  connectTimeout: messages.realtime.connectTimeout,
  unsupportedVersion: 'Supported protocol versions are 1.2',
  badHeartBeat: 'Malformed heart-beat header',
  userMismatch: 'The userId header does not match the access token',
  missingHeader: (command: string, header: string) => `${command} needs a ${header} header`,
  forbiddenDestination: (destination: string) => `Cannot subscribe to ${destination}`,
  duplicateSubscription: (id: string) => `Subscription id ${id} is already in use`,
  tooManySubscriptions: 'Too many subscriptions',
  unknownDestination: (destination: string) => `Nothing handles messages sent to ${destination}`,
  unsupportedCommand: (command: string) => `${command} is not supported`,
  serverCommand: (command: string) => `${command} is a server frame`,
  silence: 'No heart-beat received in time',
} as const;

/** What one connection is allowed (see the realtime plugin for the values in use). */
export interface StompLimits {
  maxFrameBytes: number;
  framesPerSecond: number;
  frameBurst: number;
  maxSubscriptions: number;
  connectTimeoutMs: number;
}

/** The socket, as the session needs it. */
export interface StompTransport {
  send(text: string): void;
  /** A whole frame already in UTF-8 (shared with other sessions: not to be changed), as a text message. */
  sendBytes(bytes: Buffer): void;
  /** A heart-beat: a text message holding one EOL. */
  sendHeartBeat(): void;
  close(code: number, reason: string): void;
}

export interface StompSessionDeps {
  id: string;
  transport: StompTransport;
  registry: SubscriptionRegistry;
  limits: StompLimits;
  log: FastifyBaseLogger;
  authenticate(token: string): Promise<SessionClaims | null>;
  sendHandler(destination: string): ((send: RealtimeSend) => Promise<void>) | undefined;
  /**
   * Whether the authenticated user may have this session (docs/product/realtime-contract.md#limits): undefined to
   * go on, else the refusal, sent as the ERROR frame's message before the socket closes.
   */
  admit(claims: SessionClaims): Promise<string | undefined>;
  /** Called after CONNECTED has been sent. */
  onConnected(session: RealtimeSession): Promise<void>;
}

export interface StompSession {
  readonly id: string;
  /** One WebSocket message from the client. */
  receive(text: string): void;
  /** The socket closed (by either side): forget the session. */
  closed(): void;
  /** Ends the session from the server's side (e.g. shutdown). */
  close(code: number, reason: string): void;
  /** Ends the session with an ERROR frame carrying `message`, at any point (e.g. a limit reached before CONNECT). */
  refuse(message: string): void;
}

// WebSocket close codes (RFC 6455 §7.4.1).
const NORMAL = 1000;
const PROTOCOL_ERROR = 1002;
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;

const SUBSCRIBABLE = [/^\/auction\/\d{1,15}\/bids$/, /^\/auction\/\d{1,15}\/new-user$/, /^\/auction\/\d{1,15}\/state$/];
/**
 * The user's own queues: the same string for everyone, routed by the session's user, so there is no name a client
 * could forge to read another user's (docs/product/realtime-contract.md#outbid-alerts).
 */
const USER_QUEUES: ReadonlySet<string> = new Set([stompDestinations.errors, stompDestinations.outbid]);

function isSubscribable(destination: string): boolean {
  return USER_QUEUES.has(destination) || SUBSCRIBABLE.some((pattern) => pattern.test(destination));
}

/** A fatal condition: ERROR frame, then the connection closes. */
class FatalFrameError extends Error {
  constructor(
    message: string,
    readonly closeCode: number = PROTOCOL_ERROR,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * One STOMP 1.2 session over one WebSocket (docs/product/realtime-contract.md). Frames are decoded as they arrive (so
 * the rate limit and the heart-beat watchdog see them at once) and handled strictly in order, one at a time, since
 * CONNECT and SEND wait on the database.
 */
export function createStompSession(deps: StompSessionDeps): StompSession {
  const { id, transport, registry, limits, log } = deps;
  const decoder = createFrameDecoder({ maxFrameBytes: limits.maxFrameBytes });
  const bucket = createTokenBucket({ ratePerSecond: limits.framesPerSecond, burst: limits.frameBurst });
  const subscriptions = new Map<string, string>(); // subscription id → destination
  let state: 'awaiting-connect' | 'connected' | 'closed' = 'awaiting-connect';
  let session: RealtimeSession | undefined;
  let heartBeat: HeartBeatTimers | undefined;
  let queue: Promise<void> = Promise.resolve();
  let messageCount = 0;

  const connectTimer = setTimeout(
    () => fail(new FatalFrameError(stompMessages.connectTimeout, POLICY_VIOLATION)),
    limits.connectTimeoutMs,
  );
  connectTimer.unref();

  const subscriber: Subscriber = {
    id,
    get userId() {
      return session?.claims.userId ?? -1;
    },
    deliver(subscriptionId, destination, body, contentType, shared?: SharedMessage) {
      if (state !== 'connected') return;
      heartBeat?.sent();
      if (shared) transport.sendBytes(shared.bytes(subscriptionId));
      else
        transport.send(encodeMessageFrame(subscriptionId, `${id}-${++messageCount}`, destination, contentType, body));
    },
  };

  function send(frame: StompFrame): void {
    if (state === 'closed') return;
    heartBeat?.sent();
    transport.send(encodeFrame(frame));
  }

  function cleanUp(): void {
    state = 'closed';
    clearTimeout(connectTimer);
    heartBeat?.stop();
    for (const [subscriptionId, destination] of subscriptions) registry.remove(subscriber, subscriptionId, destination);
    subscriptions.clear();
  }

  function fail(error: FatalFrameError, frame?: StompFrame): void {
    if (state === 'closed') return;
    const receipt = frame?.headers.receipt;
    send({
      command: 'ERROR',
      headers: {
        message: error.message,
        'content-type': 'text/plain',
        ...(receipt && { 'receipt-id': receipt }),
        ...error.headers,
      },
      body: error.message,
    });
    cleanUp();
    transport.close(error.closeCode, error.message.slice(0, 120));
  }

  function receipt(frame: StompFrame): void {
    const receiptId = frame.headers.receipt;
    if (receiptId !== undefined) send({ command: 'RECEIPT', headers: { 'receipt-id': receiptId }, body: '' });
  }

  function required(frame: StompFrame, header: string): string {
    const value = frame.headers[header];
    if (value === undefined || value === '')
      throw new FatalFrameError(stompMessages.missingHeader(frame.command, header));
    return value;
  }

  /** To this session's /user/queue/errors subscriptions only; without one the error has nowhere to go. */
  function sendToErrorQueue(error: string): void {
    const body = JSON.stringify({ error });
    let delivered = false;
    for (const [subscriptionId, destination] of subscriptions) {
      if (destination !== stompDestinations.errors) continue;
      subscriber.deliver(subscriptionId, destination, body, 'application/json');
      delivered = true;
    }
    if (!delivered)
      log.debug({ session: id, error }, 'realtime: error for a session without an error queue subscription');
  }

  async function connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2'))
      throw new FatalFrameError(stompMessages.unsupportedVersion, PROTOCOL_ERROR, { version: '1.2' });
    const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientHeartBeat) throw new FatalFrameError(stompMessages.badHeartBeat);
    const token = frame.headers.accessToken;
    if (!token) throw new FatalFrameError(messages.auth.unauthenticated, POLICY_VIOLATION);
    const claims = await deps.authenticate(token);
    if (!claims) throw new FatalFrameError(messages.auth.invalidToken, POLICY_VIOLATION);
    const userId = frame.headers.userId;
    if (userId !== undefined && userId !== String(claims.userId))
      throw new FatalFrameError(stompMessages.userMismatch, POLICY_VIOLATION);
    const refusal = await deps.admit(claims);
    if (refusal !== undefined) throw new FatalFrameError(refusal, POLICY_VIOLATION);
    if (state !== 'awaiting-connect') return;

    clearTimeout(connectTimer);
    state = 'connected';
    session = { id, claims, connectHeaders: Object.freeze({ ...frame.headers }) };
    send({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${SERVER_HEART_BEAT.sendMs},${SERVER_HEART_BEAT.receiveMs}`,
        server: 'Wayfare/1.0',
        session: id,
      },
      body: '',
    });
    heartBeat = startHeartBeat(negotiateHeartBeat(clientHeartBeat), {
      beat: () => {
        if (state === 'connected') transport.sendHeartBeat();
      },
      onSilence: () => {
        log.debug({ session: id }, 'realtime: closing a silent connection');
        cleanUp();
        transport.close(POLICY_VIOLATION, stompMessages.silence);
      },
    });
    receipt(frame);
    try {
      await deps.onConnected(session);
    } catch (error) {
      log.error({ err: error, session: id }, 'realtime: an onConnect handler failed');
    }
  }

  function subscribe(frame: StompFrame): void {
    const subscriptionId = required(frame, 'id');
    const destination = required(frame, 'destination');
    if (!isSubscribable(destination)) throw new FatalFrameError(stompMessages.forbiddenDestination(destination));
    if (subscriptions.has(subscriptionId))
      throw new FatalFrameError(stompMessages.duplicateSubscription(subscriptionId));
    if (subscriptions.size >= limits.maxSubscriptions)
      throw new FatalFrameError(stompMessages.tooManySubscriptions, POLICY_VIOLATION);
    subscriptions.set(subscriptionId, destination);
    registry.add(subscriber, subscriptionId, destination);
    receipt(frame);
  }

  function unsubscribe(frame: StompFrame): void {
    const subscriptionId = required(frame, 'id');
    const destination = subscriptions.get(subscriptionId);
    if (destination !== undefined) {
      subscriptions.delete(subscriptionId);
      registry.remove(subscriber, subscriptionId, destination);
    }
    receipt(frame);
  }

  async function handleSend(frame: StompFrame): Promise<void> {
    const destination = required(frame, 'destination');
    const handler = deps.sendHandler(destination);
    if (!handler || !session) {
      sendToErrorQueue(stompMessages.unknownDestination(destination));
      receipt(frame);
      return;
    }
    // The SEND's own token, else the CONNECT's — checked again each time, so a session whose token was revoked
    // (logout, password change) or whose user was deleted can no longer act, even over a socket opened before.
    const token = frame.headers.accessToken ?? session.connectHeaders.accessToken ?? '';
    const claims: SessionClaims | null = await deps.authenticate(token);
    if (!claims) {
      sendToErrorQueue(messages.auth.invalidToken);
    } else {
      try {
        await handler({ session, claims, body: frame.body, headers: Object.freeze({ ...frame.headers }) });
      } catch (error) {
        if (error instanceof AppError) {
          sendToErrorQueue(error.message);
        } else {
          log.error({ err: error, session: id, destination }, 'realtime: a SEND handler failed');
          sendToErrorQueue(messages.http.internal);
        }
      }
    }
    receipt(frame);
  }

  async function handle(frame: StompFrame): Promise<void> {
    if (state === 'closed') return;
    if (state === 'awaiting-connect') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
        throw new FatalFrameError(stompMessages.notConnected, POLICY_VIOLATION);
      return connect(frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return subscribe(frame);
      case 'UNSUBSCRIBE':
        return unsubscribe(frame);
      case 'SEND':
        return handleSend(frame);
      case 'DISCONNECT':
        receipt(frame);
        cleanUp();
        transport.close(NORMAL, 'DISCONNECT');
        return;
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto: there is nothing to acknowledge.
        return receipt(frame);
      case 'CONNECT':
      case 'STOMP':
        throw new FatalFrameError(stompMessages.alreadyConnected);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new FatalFrameError(stompMessages.unsupportedCommand(frame.command));
      default:
        throw new FatalFrameError(stompMessages.serverCommand(frame.command));
    }
  }

  function enqueue(frame: StompFrame): void {
    queue = queue.then(async () => {
      try {
        await handle(frame);
      } catch (error) {
        if (error instanceof FatalFrameError) return fail(error, frame);
        log.error({ err: error, session: id, command: frame.command }, 'realtime: frame handling failed');
        fail(new FatalFrameError(messages.http.internal, INTERNAL_ERROR), frame);
      }
    });
  }

  return {
    id,
    receive(text) {
      if (state === 'closed') return;
      heartBeat?.touch();
      // A client's heart-beat between frames, most of what 5,000 idle pages send (1,250 a second): the decoder would
      // only report it (bench/README.md, "Five thousand live bidders"). After part of a frame, an EOL is frame text.
      if ((text === '\n' || text === '\r\n') && decoder.empty()) return;
      let items;
      try {
        items = decoder.push(text);
      } catch (error) {
        if (!(error instanceof StompProtocolError)) throw error;
        // Oversize frames land here too: the decoder checks the size before the frame is complete.
        return fail(new FatalFrameError(error.message, error.message.includes('exceeds') ? 1009 : PROTOCOL_ERROR));
      }
      for (const item of items) {
        if ('heartbeat' in item) continue;
        if (!bucket.take()) return fail(new FatalFrameError(stompMessages.tooManyFrames, POLICY_VIOLATION));
        enqueue(item);
      }
    },
    closed() {
      cleanUp();
    },
    close(code, reason) {
      if (state === 'closed') return;
      cleanUp();
      transport.close(code, reason);
    },
    refuse(message) {
      fail(new FatalFrameError(message, POLICY_VIOLATION));
    },
  };
}
