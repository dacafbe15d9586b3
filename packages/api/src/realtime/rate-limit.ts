/** A token bucket: `burst` frames at once, refilled at `ratePerSecond`. One per connection, so a flood stops there. */
export interface TokenBucket {
  /** Takes one token; false when the bucket is empty. */
  take(): boolean;
}

export function createTokenBucket(options: { ratePerSecond: number; burst: number; now?: () => number }): TokenBucket {
  const now = options.now ?? (() => performance.now());
  let tokens = options.burst;
  let last = now();
  return {
    take() {
      const current = now();
      tokens = Math.min(options.burst, tokens + ((current - last) / 1000) * options.ratePerSecond);
      last = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
