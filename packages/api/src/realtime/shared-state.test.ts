import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryState, createRedisState, type SharedState } from './shared-state';

const logOf = (warn: (...args: unknown[]) => void = () => {}) => ({ warn }) as unknown as FastifyBaseLogger;
const log = logOf();

describe('in-process shared state', () => {
  it('gives at most `limit` places under a key, the same holder twice is one place, a release frees one', async () => {
    const state = createMemoryState();
    expect(await state.take('k', 'a', 2)).toBe(true);
    expect(await state.take('k', 'a', 2)).toBe(true);
    expect(await state.take('k', 'b', 2)).toBe(true);
    expect(await state.take('k', 'c', 2)).toBe(false);
    expect(await state.take('other', 'c', 2)).toBe(true);
    state.release('k', 'a');
    expect(await state.take('k', 'c', 2)).toBe(true);
    expect(state.count('k')).toBe(2);
  });

  it('claims a key once per window', async () => {
    let now = 1_000_000;
    const state = createMemoryState(() => now);
    expect(await state.claimOnce('viewer:1:7', 600_000)).toBe(true);
    expect(await state.claimOnce('viewer:1:7', 600_000)).toBe(false);
    expect(await state.claimOnce('viewer:2:7', 600_000)).toBe(true);
    now += 599_999;
    expect(await state.claimOnce('viewer:1:7', 600_000)).toBe(false);
    now += 1;
    expect(await state.claimOnce('viewer:1:7', 600_000)).toBe(true);
  });
});

// A test switch, not app configuration (like TEST_DATABASE_URL in test/global-setup.ts).
// eslint-disable-next-line no-restricted-syntax
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('shared state in Redis (TEST_REDIS_URL)', () => {
  const states: SharedState[] = [];
  const open = (prefix: string, now?: () => number) => {
    const state = createRedisState(redisUrl ?? '', prefix, log, now ? { now } : {});
    states.push(state);
    return state;
  };
  afterAll(async () => {
    await Promise.all(states.map((state) => state.close()));
  });

  it('counts the places of every instance together, and a release on one frees a place for the other', async () => {
    const prefix = `wayfare-test-${randomUUID()}`;
    const [a, b] = [open(prefix), open(prefix)];
    expect(await a.take('ws:account:1', 'a-1', 2)).toBe(true);
    expect(await b.take('ws:account:1', 'b-1', 2)).toBe(true);
    expect(await a.take('ws:account:1', 'a-2', 2)).toBe(false);
    expect(await b.take('ws:account:1', 'b-2', 2)).toBe(false);
    a.release('ws:account:1', 'a-1');
    expect(await b.take('ws:account:1', 'b-2', 2)).toBe(true);
    // Another deployment on the same Redis has places of its own.
    expect(await open(`wayfare-test-${randomUUID()}`).take('ws:account:1', 'c-1', 2)).toBe(true);
  });

  it('frees the places of an instance that stopped renewing them once their lease is over (60 s)', async () => {
    const prefix = `wayfare-test-${randomUUID()}`;
    let later = Date.now();
    const [dead, alive] = [open(prefix), open(prefix, () => later)];
    expect(await dead.take('ws:address:192.0.2.1', 'dead-1', 1)).toBe(true);
    expect(await alive.take('ws:address:192.0.2.1', 'alive-1', 1)).toBe(false);
    later += 60_001;
    expect(await alive.take('ws:address:192.0.2.1', 'alive-1', 1)).toBe(true);
  });

  it('gives every place back when it closes', async () => {
    const prefix = `wayfare-test-${randomUUID()}`;
    const [leaving, staying] = [open(prefix), open(prefix)];
    expect(await leaving.take('ws:account:2', 'leaving-1', 1)).toBe(true);
    await leaving.close();
    expect(await staying.take('ws:account:2', 'staying-1', 1)).toBe(true);
  });

  it('claims a key once per window for all instances', async () => {
    const prefix = `wayfare-test-${randomUUID()}`;
    const [a, b] = [open(prefix), open(prefix)];
    expect(await a.claimOnce('once:viewer:1:1', 60_000)).toBe(true);
    expect(await b.claimOnce('once:viewer:1:1', 60_000)).toBe(false);
    expect(await b.claimOnce('once:viewer:1:2', 60_000)).toBe(true);
  });
});

describe('shared state while Redis does not answer', () => {
  it('decides from what this instance holds: the limits still hold per instance', async () => {
    // Nothing listens on port 1.
    const warn = vi.fn();
    const state = createRedisState('redis://127.0.0.1:1', `wayfare-test-${randomUUID()}`, logOf(warn));
    try {
      expect(await state.take('ws:account:3', 's-1', 2)).toBe(true);
      expect(await state.take('ws:account:3', 's-2', 2)).toBe(true);
      expect(await state.take('ws:account:3', 's-3', 2)).toBe(false);
      state.release('ws:account:3', 's-1');
      expect(await state.take('ws:account:3', 's-3', 2)).toBe(true);
      expect(await state.claimOnce('once:viewer:1:1', 60_000)).toBe(true);
      expect(await state.claimOnce('once:viewer:1:1', 60_000)).toBe(false);
      // Said once, not at every refused command.
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await state.close();
    }
  }, 20_000);
});
