import type { FastifyBaseLogger } from 'fastify';
import { messages, stompDestinations, type SessionClaims } from '@wayfare/common';
import type { RealtimeSend, RealtimeSession } from '../gateway';
import type { HeartBeatTimers } from '../heartbeat';
import { encodeFrame, type StompFrame } from '../stomp-codec';
import type { Subscriber, SubscriptionRegistry } from '../subscriptions';

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
export const NORMAL = 1000;
export const PROTOCOL_ERROR = 1002;
export const POLICY_VIOLATION = 1008;
export const INTERNAL_ERROR = 1011;

/** A fatal condition: ERROR frame, then the connection closes. */
export class FatalFrameError extends Error {
  constructor(
    message: string,
    readonly closeCode: number = PROTOCOL_ERROR,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
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

/** To this session's /user/queue/errors subscriptions only; without one the error has nowhere to go. */
export function sendToErrorQueue(context: SessionContext, error: string): void {
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
