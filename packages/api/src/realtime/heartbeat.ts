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
  stop(): void;
}

/** Sends a beat every `outgoingMs` and calls `onSilence` once nothing has arrived for HEART_BEAT_TOLERANCE × `incomingMs`. */
export function startHeartBeat(
  { outgoingMs, incomingMs }: NegotiatedHeartBeat,
  callbacks: { beat(): void; onSilence(): void },
): HeartBeatTimers {
  const sender = outgoingMs > 0 ? setInterval(callbacks.beat, outgoingMs) : undefined;
  const watchdog = incomingMs > 0 ? setTimeout(callbacks.onSilence, incomingMs * HEART_BEAT_TOLERANCE) : undefined;
  // The socket keeps the process alive while it is open; the timers alone must not.
  sender?.unref();
  watchdog?.unref();
  return {
    touch() {
      watchdog?.refresh();
    },
    stop() {
      clearInterval(sender);
      clearTimeout(watchdog);
    },
  };
}
