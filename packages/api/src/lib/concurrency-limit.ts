/** Thrown by `run` when every lane is busy and the wait queue is full: the caller answers 503 with Retry-After. */
export class QueueFullError extends Error {
  constructor(
    readonly what: string,
    /** About when a lane and a place in the queue will be free again (whole seconds, at least 1). */
    readonly retryAfterSeconds: number,
  ) {
    super(`${what}: every lane is busy and the wait queue is full`);
    this.name = 'QueueFullError';
  }
}

export interface ConcurrencyLimitOptions {
  /** Named in the error, for the log. */
  what: string;
  /** Tasks that may run at once. */
  concurrency: number;
  /** Tasks that may wait for a lane; one more is refused with QueueFullError. */
  maxQueued: number;
  /** How long one task is expected to take, until real ones have been timed (for Retry-After). */
  expectedMs: number;
}

export interface ConcurrencyLimit {
  /** Runs `task` when a lane is free (first come, first served), or throws QueueFullError at once. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
}

/** Weight of the newest duration in the running average (about the last ten tasks count). */
const SMOOTHING = 0.2;

/**
 * A semaphore with a bounded FIFO wait queue. A finishing task hands its lane straight to the first waiter, so a
 * newcomer can never overtake the queue. Retry-After is the time the tasks ahead of a new one would take, from the
 * running average of how long tasks took.
 */
export function createConcurrencyLimit({
  what,
  concurrency,
  maxQueued,
  expectedMs,
}: ConcurrencyLimitOptions): ConcurrencyLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  let averageMs = expectedMs;

  function retryAfterSeconds(): number {
    const ahead = running + waiting.length;
    return Math.max(1, Math.ceil(((ahead / concurrency) * averageMs) / 1000));
  }

  function release() {
    const next = waiting.shift();
    // The lane passes to the next waiter as it is: `running` stays the same.
    if (next) next();
    else running--;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxQueued) throw new QueueFullError(what, retryAfterSeconds());
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs += SMOOTHING * (performance.now() - started - averageMs);
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
