import type { FastifyBaseLogger } from 'fastify';
import {
  auctionsTexts,
  messages,
  stompDestinations,
  text,
  type Locale,
  type SessionClaims,
  type Text,
} from '@wayfare/common';
import en from '@wayfare/common/texts/en/auctions.json' with { type: 'json' };
import type { RealtimeSend, RealtimeSession } from '../gateway';
import type { HeartBeatTimers } from '../heartbeat';
import { englishOf } from '@wayfare/common/catalogue';
import { encodeFrame, type StompFrame } from '../stomp-codec';
import type { Subscriber, SubscriptionRegistry } from '../subscriptions';

/**
 * The texts of the ERROR frames and error-queue messages a client can meet: catalogue sentences, or catalogue texts
 * with values, written in the session's language when they are sent.
 */
export const stompMessages = {
  tooManyFrames: en['realtime.tooManyFrames'],
  notConnected: en['realtime.notConnected'],
  alreadyConnected: en['realtime.alreadyConnected'],
  connectTimeout: messages.realtime.connectTimeout,
  unsupportedVersion: en['realtime.unsupportedVersion'],
  badHeartBeat: en['realtime.badHeartBeat'],
  userMismatch: en['realtime.userMismatch'],
  missingHeader: (command: string, header: string) =>
    text(auctionsTexts, 'realtime.missingHeader', { command, header }),
  forbiddenDestination: (destination: string) => text(auctionsTexts, 'realtime.forbiddenDestination', { destination }),
  duplicateSubscription: (id: string) => text(auctionsTexts, 'realtime.duplicateSubscription', { id }),
  tooManySubscriptions: en['realtime.tooManySubscriptions'],
  unknownDestination: (destination: string) => text(auctionsTexts, 'realtime.unknownDestination', { destination }),
  unsupportedCommand: (command: string) => text(auctionsTexts, 'realtime.unsupportedCommand', { command }),
  serverCommand: (command: string) => text(auctionsTexts, 'realtime.serverCommand', { command }),
  /** A close reason, not a frame: it stays English. */
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
  /**
   * The language of the socket's upgrade request, until the CONNECT names one in its `accept-language` header
   * (docs/product/realtime-contract.md#connect).
   */
  locale: Locale;
  /** Writes a message in a language: the catalogue's (`app.catalogue.write`). */
  write(locale: Locale, message: string | Text): string;
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
export const NORMAL = 1000;
export const PROTOCOL_ERROR = 1002;
export const POLICY_VIOLATION = 1008;
export const INTERNAL_ERROR = 1011;

/**
 * A fatal condition: ERROR frame, then the connection closes. The message is English (for the log and the close
 * reason); the frame carries it in the session's language, from `text` when it has values.
 */
export class FatalFrameError extends Error {
  readonly text?: Text;

  constructor(
    message: string | Text,
    readonly closeCode: number = PROTOCOL_ERROR,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') this.text = message;
  }
}

/**
 * What the handler of each frame command shares with the session (stomp-session.ts): its state, its subscriptions and
 * the few ways it answers. One object per connection; the handlers in this folder change it in place.
 */
export interface SessionContext {
  readonly id: string;
  readonly deps: StompSessionDeps;
  state: 'awaiting-connect' | 'connected' | 'closed';
  /** The language the session's errors are written in: the upgrade request's, then the CONNECT's. */
  locale: Locale;
  /** Set by CONNECT. */
  session: RealtimeSession | undefined;
  heartBeat: HeartBeatTimers | undefined;
  /** Subscription id → destination. */
  readonly subscriptions: Map<string, string>;
  readonly subscriber: Subscriber;
  /** CONNECT arrived in time: the timer that would end a silent socket is stopped. */
  stopConnectTimer(): void;
  /** Forgets the session's subscriptions and timers; the socket is closed by the caller. */
  cleanUp(): void;
}

export function send(context: SessionContext, frame: StompFrame): void {
  if (context.state === 'closed') return;
  context.heartBeat?.sent();
  context.deps.transport.send(encodeFrame(frame));
}

export function receipt(context: SessionContext, frame: StompFrame): void {
  const receiptId = frame.headers.receipt;
  if (receiptId !== undefined) send(context, { command: 'RECEIPT', headers: { 'receipt-id': receiptId }, body: '' });
}

export function required(frame: StompFrame, header: string): string {
  const value = frame.headers[header];
  if (value === undefined || value === '')
    throw new FatalFrameError(stompMessages.missingHeader(frame.command, header));
  return value;
}

/**
 * To this session's /user/queue/errors subscriptions only; without one the error has nowhere to go. Written in
 * `locale`, by default the session's.
 */
export function sendToErrorQueue(
  context: SessionContext,
  message: string | Text,
  locale: Locale = context.locale,
): void {
  const error = context.deps.write(locale, message);
  const body = JSON.stringify({ error });
  let delivered = false;
  for (const [subscriptionId, destination] of context.subscriptions) {
    if (destination !== stompDestinations.errors) continue;
    context.subscriber.deliver(subscriptionId, destination, body, 'application/json');
    delivered = true;
  }
  if (!delivered) {
    context.deps.log.debug(
      { session: context.id, error },
      'realtime: error for a session without an error queue subscription',
    );
  }
}
