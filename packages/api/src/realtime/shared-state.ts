import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What the API instances must agree on besides the messages themselves (docs/product/realtime-contract.md#limits):
 * places taken under a limit (live sessions per account and per address) and things said once in a while (a viewer's
 * announcement). In-process with one instance; in Redis with several, so that the limits hold for the deployment, not
 * per instance.
 */
export interface SharedState {
  /**
   * Takes a place under `key` for `holder` (a session id) when fewer than `limit` are taken; false when they all are.
   * Taking a place one already holds succeeds.
   */
  take(key: string, holder: string, limit: number): Promise<boolean>;
  /** Gives the place back; in the background. */
  release(key: string, holder: string): void;
  /** True for the first claim of `key` within `windowMs`, false for the others until the window has passed. */
  claimOnce(key: string, windowMs: number): Promise<boolean>;
  /** Gives back every place still held and lets go of Redis. */
  close(): Promise<void>;
}

/** Expired claims are swept once there are this many. */
const CLAIMS_SWEPT_AT = 10_000;

/** One instance: the places and claims in this process. */
export function createMemoryState(now: () => number = Date.now): SharedState & {
  /** Places taken under `key` (for the Redis state's fallback). */
  count(key: string): number;
} {
  const places = new Map<string, Set<string>>();
  const claims = new Map<string, number>();
  return {
    async take(key, holder, limit) {
      return takeNow(key, holder, limit);
    },
    release(key, holder) {
      const holders = places.get(key);
      holders?.delete(holder);
      if (holders?.size === 0) places.delete(key);
    },
    async claimOnce(key, windowMs) {
      const at = now();
      if ((claims.get(key) ?? 0) > at) return false;
      if (claims.size >= CLAIMS_SWEPT_AT) for (const [old, until] of claims) if (until <= at) claims.delete(old);
      claims.set(key, at + windowMs);
      return true;
    },
    count: (key) => places.get(key)?.size ?? 0,
    async close() {
      places.clear();
      claims.clear();
    },
  };

  function takeNow(key: string, holder: string, limit: number): boolean {
    let holders = places.get(key);
    if (holders?.has(holder)) return true;
    if ((holders?.size ?? 0) >= limit) return false;
    if (!holders) places.set(key, (holders = new Set()));
    holders.add(holder);
    return true;
  }
}

/**
 * A place in Redis is a member of a sorted set scored with the time its lease ends: the instance holding it renews
 * the lease every third of it, so the places of an instance that died without giving them back free themselves
 * within one lease. Expired members are dropped and the places counted and taken in one script, atomically.
 */
const TAKE_SCRIPT = `
local key, holder, limit, now, leaseEnd, ttl = KEYS[1], ARGV[1], tonumber(ARGV[2]), ARGV[3], ARGV[4], ARGV[5]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
if not redis.call('ZSCORE', key, holder) and redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, leaseEnd, holder)
redis.call('PEXPIRE', key, ttl)
return 1
`;

/** How long commands skip Redis after it failed to answer. */
const RETRY_REDIS_MS = 5000;

interface TakeCommand {
  takePlace(
    key: string,
    holder: string,
    limit: number,
    now: number,
    leaseEnd: number,
    ttlMs: number,
  ): Promise<number | string>;
}

export interface RedisStateOptions {
  /** How long a place outlives an instance that stopped renewing it. */
  leaseMs?: number;
  now?: () => number;
}

/**
 * Several instances: the places and claims in Redis under `prefix` (the deployment's, REDIS_CHANNEL_PREFIX). While
 * Redis does not answer (within a second), each instance decides alone from what it holds itself, so the limits
 * still hold per instance.
 */
export function createRedisState(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
  { leaseMs = 60_000, now = Date.now }: RedisStateOptions = {},
): SharedState {
  const redis = new Redis(url, {
    connectionName: 'wayfare-realtime-state',
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  }) as Redis & TakeCommand;
  redis.defineCommand('takePlace', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  // The same places, as this instance alone sees them: what it decides from while Redis is away.
  const local = createMemoryState(now);
  const held = new Map<string, Set<string>>();
  const pending = new Set<Promise<unknown>>();
  /** When Redis last failed to answer, if it has not answered since. */
  let failedAt: number | undefined;

  const redisKey = (key: string) => `${prefix}:${key}`;
  const track = (work: Promise<unknown>) => {
    const settled = work.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  };
  /**
   * After a failure, commands skip Redis for RETRY_REDIS_MS (or until ioredis is ready again), rather than make every
   * CONNECT wait for its timeout; the renewals put this instance's places back into Redis once it answers.
   */
  function unavailable(error: unknown): void {
    if (failedAt === undefined)
      log.warn(
        { err: error },
        'realtime: Redis did not answer; live-session limits are counted per instance meanwhile',
      );
    failedAt = Date.now();
  }
  const away = () => failedAt !== undefined && Date.now() - failedAt < RETRY_REDIS_MS;
  redis.on('error', () => undefined); // Reported once by unavailable(); ioredis keeps reconnecting.
  redis.on('ready', () => (failedAt = undefined));

  const renew = setInterval(() => {
    if (held.size === 0) return;
    const leaseEnd = now() + leaseMs;
    const pipeline = redis.pipeline();
    for (const [key, holders] of held) {
      pipeline.zadd(redisKey(key), ...[...holders].flatMap((holder) => [leaseEnd, holder]));
      pipeline.pexpire(redisKey(key), 2 * leaseMs);
    }
    track(pipeline.exec());
  }, leaseMs / 3);
  renew.unref();

  function forget(key: string, holder: string): boolean {
    const holders = held.get(key);
    if (!holders?.delete(holder)) return false;
    if (holders.size === 0) held.delete(key);
    return true;
  }

  return {
    async take(key, holder, limit) {
      let taken: boolean;
      try {
        // Known to be away: no second of waiting per CONNECT until it is back.
        if (away()) throw new Error('Redis is away');
        const at = now();
        taken = Number(await redis.takePlace(redisKey(key), holder, limit, at, at + leaseMs, 2 * leaseMs)) === 1;
      } catch (error) {
        unavailable(error);
        taken = local.count(key) < limit;
      }
      if (!taken) return false;
      await local.take(key, holder, Number.MAX_SAFE_INTEGER);
      let holders = held.get(key);
      if (!holders) held.set(key, (holders = new Set()));
      holders.add(holder);
      return true;
    },
    release(key, holder) {
      local.release(key, holder);
      if (forget(key, holder)) track(redis.zrem(redisKey(key), holder));
    },
    async claimOnce(key, windowMs) {
      try {
        if (away()) throw new Error('Redis is away');
        return (await redis.set(redisKey(key), '1', 'PX', windowMs, 'NX')) === 'OK';
      } catch (error) {
        unavailable(error);
        return local.claimOnce(key, windowMs);
      }
    },
    async close() {
      clearInterval(renew);
      if (held.size > 0 && redis.status === 'ready') {
        const pipeline = redis.pipeline();
        for (const [key, holders] of held) pipeline.zrem(redisKey(key), ...holders);
        track(pipeline.exec());
      }
      held.clear();
      await Promise.all(pending);
      redis.disconnect();
      await local.close();
    },
  };
}
