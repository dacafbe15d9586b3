import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { negotiateHeartBeat, parseHeartBeat, startHeartBeat, WHEEL_TICK_MS } from './heartbeat';
import { createTokenBucket } from './rate-limit';

describe('heart-beat negotiation (STOMP 1.2)', () => {
  it('parses the header; missing means 0,0; malformed is null', () => {
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('4000,10000')).toEqual([4000, 10000]);
    expect(parseHeartBeat('4000')).toBeNull();
    expect(parseHeartBeat('-1,5')).toBeNull();
  });

  it('runs each direction at the larger wish, or not at all when either side says 0', () => {
    expect(negotiateHeartBeat([4000, 4000])).toEqual({ outgoingMs: 4000, incomingMs: 4000 });
    expect(negotiateHeartBeat([10000, 1000])).toEqual({ outgoingMs: 4000, incomingMs: 10000 });
    expect(negotiateHeartBeat([0, 0])).toEqual({ outgoingMs: 0, incomingMs: 0 });
    expect(negotiateHeartBeat([1000, 0])).toEqual({ outgoingMs: 0, incomingMs: 4000 });
    expect(negotiateHeartBeat([5000, 5000], { sendMs: 0, receiveMs: 0 })).toEqual({ outgoingMs: 0, incomingMs: 0 });
  });
});

describe('heart-beat wheel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A session on the wheel, recording when (ms after its start) each beat and the silence came. */
  function session(outgoingMs: number, incomingMs: number) {
    const start = Date.now();
    const beats: number[] = [];
    const silences: number[] = [];
    const timers = startHeartBeat(
      { outgoingMs, incomingMs },
      { beat: () => beats.push(Date.now() - start), onSilence: () => silences.push(Date.now() - start) },
    );
    return { timers, beats, silences };
  }

  it('beats every 4 s at the latest, never more than a tick early', () => {
    const { timers, beats } = session(4000, 0);
    vi.advanceTimersByTime(20_000);
    expect(beats).toHaveLength(5);
    beats.forEach((at, i) => {
      const since = at - (beats[i - 1] ?? 0);
      expect(since).toBeLessThanOrEqual(4000);
      expect(since).toBeGreaterThan(4000 - WHEEL_TICK_MS);
    });
    timers.stop();
  });

  it('counts anything sent as the beat', () => {
    const { timers, beats } = session(4000, 0);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(1000);
      timers.sent();
    }
    expect(beats).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(beats).toHaveLength(1);
    timers.stop();
  });

  it('calls a client silent after twice its interval with nothing received, once, and no more after stop', () => {
    const quiet = session(0, 4000);
    const talking = session(0, 4000);
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(1500);
      talking.timers.touch();
    }
    // 9 s: the quiet one was called silent after 8 s (at the first look past it); the other one touched every 1.5 s.
    expect(quiet.silences).toHaveLength(1);
    expect(quiet.silences[0]).toBeGreaterThan(8000);
    expect(quiet.silences[0]).toBeLessThanOrEqual(8000 + WHEEL_TICK_MS);
    expect(talking.silences).toEqual([]);
    talking.timers.stop();
    vi.advanceTimersByTime(20_000);
    expect(quiet.silences).toHaveLength(1);
    expect(talking.silences).toEqual([]);
  });

  it('beats each of many sessions started at different times on time, and only them', () => {
    // 200 sessions started 10 ms apart; every client but the last beats every second.
    const sessions = [];
    for (let i = 0; i < 200; i++) {
      sessions.push(session(4000, 4000));
      vi.advanceTimersByTime(10);
    }
    const quiet = sessions.pop()!;
    for (let t = 0; t < 20; t++) {
      vi.advanceTimersByTime(1000);
      for (const { timers } of sessions) timers.touch();
    }
    for (const { beats, silences } of sessions) {
      expect(silences).toEqual([]);
      expect(beats.length).toBeGreaterThanOrEqual(5);
      beats.forEach((at, i) => {
        const since = at - (beats[i - 1] ?? 0);
        expect(since).toBeLessThanOrEqual(4000);
        expect(since).toBeGreaterThan(4000 - WHEEL_TICK_MS);
      });
    }
    expect(quiet.silences).toHaveLength(1);
    for (const { timers } of sessions) timers.stop();
  });

  it('after a late look (a busy event loop) beats at once what fell due meanwhile', () => {
    const { timers, beats } = session(4000, 0);
    vi.advanceTimersByTime(1000);
    // The clock moves 3 s with no timer run, as when the event loop is blocked; the next look comes 250 ms later.
    vi.setSystemTime(Date.now() + 3000);
    vi.advanceTimersByTime(WHEEL_TICK_MS);
    expect(beats).toEqual([4250]);
    timers.stop();
  });

  it('leaves alone a session stopped by the callback of another one due in the same look', () => {
    // Started together, they fall silent in the same look, the first one first: its callback stops the second.
    const later: Array<ReturnType<typeof session>> = [];
    const first = startHeartBeat(
      { outgoingMs: 0, incomingMs: 4000 },
      { beat: () => {}, onSilence: () => later[0]?.timers.stop() },
    );
    const second = session(0, 4000);
    later.push(second);
    vi.advanceTimersByTime(20_000);
    expect(second.silences).toEqual([]);
    first.stop();
  });
});

describe('token bucket', () => {
  it('allows a burst, then refills at the rate', () => {
    let now = 0;
    const bucket = createTokenBucket({ ratePerSecond: 50, burst: 100, now: () => now });
    for (let i = 0; i < 100; i++) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 100; // 5 tokens
    for (let i = 0; i < 5; i++) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 60_000;
    for (let i = 0; i < 100; i++) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });
});
