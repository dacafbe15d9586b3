import type { SessionClaims } from '@wayfare/common';

/**
 * What the STOMP endpoint (`/ws`, docs/product/realtime-contract.md) offers the features: the realtime plugin owns
 * connections, frames, subscriptions and the fan-out between instances; features say what a SEND means and what to
 * announce.
 * Decorated as `app.realtime`.
 */
export interface RealtimeGateway {
  /**
   * Delivers `body` (JSON-encoded unless it is a string) as a MESSAGE to every subscriber of `destination` on every
   * API instance, through the fan-out bus. `excludeUserId`: that user's own sessions get nothing (e.g. the
   * "new user" announcement goes to the others).
   *
   * A user destination (`/user/...`, e.g. `/user/queue/outbid`) is each user's own: every user subscribes to the same
   * string, and a message to it reaches only the sessions of `toUserId` (all of them, on every instance); without
   * `toUserId` it reaches nobody (docs/product/realtime-contract.md#outbid-alerts). `toUserId` on any other
   * destination is refused (it throws): broadcasts are not filtered per user.
   *
   * A string body goes out as `content-type:text/plain`, anything else JSON-encoded as `application/json`. Every
   * subscriber gets it exactly once, on whichever instance it is connected — this one included, through the fan-out
   * like any other. Rejects when the fan-out cannot take the message (Redis away): nothing is queued for later.
   */
  publish(destination: string, body: unknown, options?: PublishOptions): Promise<void>;
  /**
   * Handles SENDs to `destination`. The handler gets the sender (claims of the SEND's `accessToken` header when it
   * carries one, else of the CONNECT) and the raw body. An `AppError` it throws is sent to that session's
   * `/user/queue/errors` as `{"error": message}`; any other error is logged and reported the same way with a
   * generic message. The connection stays open either way.
   *
   * One handler per destination (a second registration throws); may be registered at any time. A SEND to a
   * destination without a handler, or with an `accessToken` header that does not verify, is answered on the error
   * queue without calling any handler. The session handles its frames one at a time, so a session's SENDs run in
   * order; a RECEIPT, when asked for, follows the handler's completion.
   */
  onSend(destination: string, handler: (send: RealtimeSend) => Promise<void>): void;
  /**
   * Called once a session is CONNECTed (authenticated, `userId` header checked), after CONNECTED has been sent. A
   * handler's error is logged; the session stays open.
   */
  onConnect(handler: (session: RealtimeSession) => Promise<void> | void): void;
  /**
   * True for the first claim of `key` within `windowMs` on any instance (through Redis when REDIS_URL is set), false
   * for the others until the window has passed: for what is said once in a while whichever instance would say it,
   * such as a viewer's announcement (docs/product/realtime-contract.md#joining). While Redis does not answer, each
   * instance decides alone.
   */
  claimOnce(key: string, windowMs: number): Promise<boolean>;
}

export interface PublishOptions {
  /** That user's sessions get nothing. */
  excludeUserId?: number;
  /** The user whose sessions get a message to a user destination. */
  toUserId?: number;
}

export interface RealtimeSession {
  /** Unique across instances. */
  id: string;
  claims: SessionClaims;
  /** The CONNECT frame's headers (e.g. `auctionId`, `userId`). */
  connectHeaders: Readonly<Record<string, string>>;
}

export interface RealtimeSend {
  session: RealtimeSession;
  /** Whose action this is: the SEND's own `accessToken`, verified, else the session's. */
  claims: SessionClaims;
  body: string;
  headers: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeGateway;
  }
}
