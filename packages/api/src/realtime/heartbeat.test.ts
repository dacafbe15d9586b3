import { describe, expect, it } from 'vitest';
import { negotiateHeartBeat, parseHeartBeat } from './heartbeat';
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
