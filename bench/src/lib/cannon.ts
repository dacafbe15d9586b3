import { runScript } from './child';

export interface CannonJob {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON bodies sent in rotation, one per request. */
  bodies?: string[];
}

export interface CannonResult {
  requestsPerSecond: number;
  total: number;
  /** Milliseconds. */
  latency: { p50: number; p99: number; mean: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run in a child process (see cannon-child.ts). */
export const cannon = (job: CannonJob) => runScript<CannonResult>('lib/cannon-child.ts', job);
