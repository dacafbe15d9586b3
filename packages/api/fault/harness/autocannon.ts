import { createRequire } from 'node:module';

/** The part of autocannon's programmatic API the suite uses (the package ships no types). */
export interface LoadResult {
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  resets: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; the test usually stops the run itself. */
  duration: number;
  /** Seconds a request may take before autocannon counts a timeout. */
  timeout?: number;
  requests?: Array<{ method?: string; path: string; headers?: Record<string, string>; body?: string }>;
}

interface Instance extends PromiseLike<LoadResult> {
  stop(): void;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Instance;

/** Starts a load run; `stop()` ends it early, `result` resolves with autocannon's summary. */
export function startLoad(options: LoadOptions): { stop(): void; result: Promise<LoadResult> } {
  const instance = autocannon(options);
  return { stop: () => instance.stop(), result: Promise.resolve(instance) };
}
