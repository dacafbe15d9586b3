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
 * How often the shared wheel looks at the sessions that are due. A beat goes out at the first look that finds the
 * session's last sending more than `outgoingMs − WHEEL_TICK_MS` ago, so never later than `outgoingMs` and at most a
 * tick early; a silent client is closed at the first look after HEART_BEAT_TOLERANCE × `incomingMs`.
 */
export const WHEEL_TICK_MS = 250;

/** Slots of the wheel: how many looks ahead a session can wait (16 s); one due later waits in the last and is looked at again. */
const SLOTS = 64;

interface Beating {
  outgoingMs: number;
  incomingMs: number;
  lastSent: number;
  lastReceived: number;
  /** The slot the session waits in, -1 once stopped. */
  slot: number;
  beat(): void;
  onSilence(): void;
}

/**
 * Every session's heart-beats on one timer (a wheel), not two timers per session: with 5,000 idle sessions a timer of
 * each woke the event loop about 1,250 times a second and refreshed a watchdog at every message; the wheel wakes it
 * 4 times a second, and any MESSAGE sent counts as the beat. Each session waits in the slot of the first look that
 * can find it due (its next beat, or its silence deadline), so a look visits only those — about one visit per beat,
 * some 1,350 a second for 5,000 sessions — rather than every session 4 times a second (20,000 visits a second, 6 % of
 * the server's busy time in the idle sessions' profile: bench/docs/realtime.md#five-thousand-live-bidders). Slots are
 * plain arrays: a stopped session is only marked, and dropped from its slot when that slot's look comes (within 16 s).
 */
const slots: Beating[][] = Array.from({ length: SLOTS }, () => []);
let sessionCount = 0;
let wheel: NodeJS.Timeout | undefined;
/** The slot of the wheel's last look, and when it was. */
let currentSlot = 0;
let turnedAt = Date.now();
/** The time of the wheel's last look (or of the last start): what `sent()` records (a little early, so a beat is never late). */
let lookedAt = Date.now();

/**
 * Puts `session` in the slot of the look expected at or just after the earliest moment it may need a beat or be
 * silent. Looks come every tick after `turnedAt`, each a little late (the timer's drift), so that look usually finds
 * it due; if not, it waits one more tick. Aimed a look later, every beat would come that drift after `outgoingMs`.
 */
function place(session: Beating): void {
  let due = Infinity;
  if (session.outgoingMs > 0) due = session.lastSent + session.outgoingMs - WHEEL_TICK_MS;
  if (session.incomingMs > 0) due = Math.min(due, session.lastReceived + session.incomingMs * HEART_BEAT_TOLERANCE);
  const ahead = Math.min(SLOTS - 1, Math.max(1, Math.ceil((due - turnedAt) / WHEEL_TICK_MS)));
  session.slot = (currentSlot + ahead) % SLOTS;
  slots[session.slot]!.push(session);
}

function visit(session: Beating, now: number): void {
  if (session.incomingMs > 0 && now - session.lastReceived > session.incomingMs * HEART_BEAT_TOLERANCE) {
    remove(session);
    session.onSilence();
    return;
  }
  if (session.outgoingMs > 0 && now - session.lastSent > session.outgoingMs - WHEEL_TICK_MS) {
    session.lastSent = now;
    session.beat();
  }
  // The beat's write can close the socket, which stops the session.
  if (session.slot !== -1) place(session);
}

/** The sessions of the slots one look takes (kept, so that a look allocates nothing). */
const due: Beating[] = [];

function turn(): void {
  const now = Date.now();
  // A late look (a busy event loop) also takes the slots whose time passed meanwhile.
  const steps = Math.min(SLOTS, Math.max(1, Math.round((now - turnedAt) / WHEEL_TICK_MS)));
  lookedAt = turnedAt = now;
  for (let step = 0; step < steps; step++) {
    currentSlot = (currentSlot + 1) % SLOTS;
    const slot = slots[currentSlot]!;
    for (const session of slot) if (session.slot !== -1) due.push(session);
    slot.length = 0;
  }
  // Taken out of their slots first: placed again during the visits, none lands in a slot this look takes. A session
  // stopped meanwhile (by another one's callback) has slot −1 and is left alone.
  for (const session of due) if (session.slot !== -1) visit(session, now);
  due.length = 0;
  if (sessionCount === 0) stopWheel();
}

function remove(session: Beating): void {
  if (session.slot === -1) return;
  session.slot = -1;
  sessionCount--;
}

function stopWheel(): void {
  clearInterval(wheel);
  wheel = undefined;
  // Only stopped sessions are left in the slots.
  for (const slot of slots) slot.length = 0;
}

/** Sends a beat at least every `outgoingMs` and calls `onSilence` once nothing has arrived for HEART_BEAT_TOLERANCE × `incomingMs`. */
export function startHeartBeat(
  { outgoingMs, incomingMs }: NegotiatedHeartBeat,
  callbacks: { beat(): void; onSilence(): void },
): HeartBeatTimers {
  if (outgoingMs === 0 && incomingMs === 0) return { touch() {}, sent() {}, stop() {} };
  const now = Date.now();
  lookedAt = now;
  if (!wheel) {
    turnedAt = now;
    wheel = setInterval(turn, WHEEL_TICK_MS);
    // The sockets keep the process alive while they are open; the wheel alone must not.
    wheel.unref();
  }
  const session: Beating = { outgoingMs, incomingMs, lastSent: now, lastReceived: now, slot: -1, ...callbacks };
  sessionCount++;
  place(session);
  return {
    touch() {
      session.lastReceived = Date.now();
    },
    sent() {
      session.lastSent = lookedAt;
    },
    stop() {
      remove(session);
      if (sessionCount === 0) stopWheel();
    },
  };
}
