import { AUCTION_WS_HEARTBEAT_MS } from '@wayfare/common';

/** What the server offers in CONNECTED (STOMP 1.2 `heart-beat: sx,sy`): it can send every 4 s and wants to hear every 4 s. */
export const SERVER_HEART_BEAT = { sendMs: AUCTION_WS_HEARTBEAT_MS, receiveMs: AUCTION_WS_HEARTBEAT_MS } as const;

/** Silence longer than this many incoming intervals ends the connection (the same tolerance stompjs uses). */
export const HEART_BEAT_TOLERANCE = 2;

export interface NegotiatedHeartBeat {
  /** How often the server sends a heart-beat; 0 = never. */
  outgoingMs: number;
  /** How often the client promised to send something; 0 = no check. */
  incomingMs: number;
}

/** Parses a `heart-beat` header ("cx,cy"); a missing header means "0,0"; null when malformed. */
export function parseHeartBeat(header: string | undefined): [number, number] | null {
  if (header === undefined) return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** STOMP 1.2 §Heart-beating: each direction runs at the larger of the two wishes, or not at all if either side says 0. */
export function negotiateHeartBeat(
  [clientSends, clientWants]: [number, number],
  server: { sendMs: number; receiveMs: number } = SERVER_HEART_BEAT,
): NegotiatedHeartBeat {
  return {
    outgoingMs: server.sendMs === 0 || clientWants === 0 ? 0 : Math.max(server.sendMs, clientWants),
    incomingMs: clientSends === 0 || server.receiveMs === 0 ? 0 : Math.max(clientSends, server.receiveMs),
  };
}

export interface HeartBeatTimers {
  /** Something arrived from the client. */
  touch(): void;
  /** Something was sent to the client: it counts as a beat (STOMP 1.2: any data will do). */
  sent(): void;
  stop(): void;
}

/**
 * How often the shared wheel looks at every session. A beat goes out at the first look that finds the session's last
 * sending more than `outgoingMs − WHEEL_TICK_MS` ago, so never later than `outgoingMs` and at most a tick early; a
 * silent client is closed at the first look after HEART_BEAT_TOLERANCE × `incomingMs`.
 */
export const WHEEL_TICK_MS = 250;

interface Beating {
  outgoingMs: number;
  incomingMs: number;
  lastSent: number;
  lastReceived: number;
  beat(): void;
  onSilence(): void;
}

/**
 * Every session's heart-beats on one timer (a wheel), not two timers per session: with 5,000 idle sessions a timer of
 * each woke the event loop about 1,250 times a second and refreshed a watchdog at every message; the wheel wakes it
 * 4 times a second, and any MESSAGE sent counts as the beat (bench/README.md, "Five thousand live bidders").
 */
const beating = new Set<Beating>();
let wheel: NodeJS.Timeout | undefined;
/** The time of the wheel's last look: what `sent()` records (a little early, so a beat is never late). */
let lookedAt = Date.now();

function turn(): void {
  const now = Date.now();
  lookedAt = now;
  for (const session of beating) {
    if (session.incomingMs > 0 && now - session.lastReceived > session.incomingMs * HEART_BEAT_TOLERANCE) {
      beating.delete(session);
      session.onSilence();
    } else if (session.outgoingMs > 0 && now - session.lastSent > session.outgoingMs - WHEEL_TICK_MS) {
      session.lastSent = now;
      session.beat();
    }
  }
  if (beating.size === 0) stopWheel();
}

function stopWheel(): void {
  clearInterval(wheel);
  wheel = undefined;
}

/** Sends a beat at least every `outgoingMs` and calls `onSilence` once nothing has arrived for HEART_BEAT_TOLERANCE × `incomingMs`. */
export function startHeartBeat(
  { outgoingMs, incomingMs }: NegotiatedHeartBeat,
  callbacks: { beat(): void; onSilence(): void },
): HeartBeatTimers {
  if (outgoingMs === 0 && incomingMs === 0) return { touch() {}, sent() {}, stop() {} };
  const now = Date.now();
  lookedAt = now;
  const session: Beating = { outgoingMs, incomingMs, lastSent: now, lastReceived: now, ...callbacks };
  beating.add(session);
  if (!wheel) {
    wheel = setInterval(turn, WHEEL_TICK_MS);
    // The sockets keep the process alive while they are open; the wheel alone must not.
    wheel.unref();
  }
  return {
    touch() {
      session.lastReceived = Date.now();
    },
    sent() {
      session.lastSent = lookedAt;
    },
    stop() {
      beating.delete(session);
      if (beating.size === 0) stopWheel();
    },
  };
}
