import { Worker } from 'node:worker_threads';
import { createConcurrencyLimit, type ConcurrencyLimit } from '../../lib/concurrency-limit';
import type { MapDrawing } from './map-svg';
import type { DrawReply, DrawRequest } from './map-worker';

export interface MapRenderer {
  /** The SVG of `drawing`, drawn off the event loop; throws QueueFullError when too many drawings wait already. */
  render(drawing: MapDrawing): Promise<string>;
  /** Stops the worker thread (app close); a later render starts a new one. */
  close(): Promise<void>;
}

export interface MapRendererOptions {
  /** Drawings that may wait for the worker (one more is refused with QueueFullError). */
  maxQueued?: number;
  /** A drawing still running after this is abandoned and its worker replaced. */
  timeoutMs?: number;
}

/**
 * 16 drawings of ~100–190 ms each wait at most ~2–3 s, about as long as an <img> is worth waiting for; beyond that a
 * 503 with Retry-After is better than a queue that grows with the attack.
 */
const DEFAULT_MAX_QUEUED = 16;
const DEFAULT_TIMEOUT_MS = 15_000;
/** A route map takes ~50 ms of CPU, a long car history up to ~190 ms. */
const EXPECTED_DRAW_MS = 150;

interface Pending {
  /** The thread drawing it: when that thread fails, only its own drawings fail. */
  worker: Worker;
  resolve(svg: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Draws maps in one worker thread (d3 projecting Natural Earth takes 50–190 ms of CPU, which on the main thread held
 * every other request of the process for that long). One thread, one drawing at a time: on a 2-core machine the
 * other core stays for the event loop and the password checks. The worker starts with the first drawing.
 */
export function createMapRenderer({
  maxQueued = DEFAULT_MAX_QUEUED,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: MapRendererOptions = {}): MapRenderer {
  const lane: ConcurrencyLimit = createConcurrencyLimit({
    what: 'map drawings',
    concurrency: 1,
    maxQueued,
    expectedMs: EXPECTED_DRAW_MS,
  });
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;

  function settle(id: number): Pending | undefined {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    // An idle worker must not keep the process alive (a script that drew one map can still exit).
    if (pending.size === 0) worker?.unref();
    return entry;
  }

  function failAll(error: Error, of?: Worker) {
    for (const [id, entry] of [...pending]) if (!of || entry.worker === of) settle(id)?.reject(error);
  }

  function start(): Worker {
    const started = new Worker(new URL('./map-worker-entry.mjs', import.meta.url));
    started.on('message', (reply: DrawReply) => {
      const entry = settle(reply.id);
      if (!entry) return;
      if ('svg' in reply) entry.resolve(reply.svg);
      else entry.reject(new Error(`map drawing failed: ${reply.error}`));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error, started);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`map worker exited (code ${code})`), started);
    });
    return started;
  }

  function drawInWorker(drawing: MapDrawing): Promise<string> {
    const current = (worker ??= start());
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        settle(id)?.reject(new Error(`map drawing took over ${timeoutMs} ms`));
        // The worker is stuck in that drawing: replace it.
        if (worker === current) worker = null;
        void current.terminate();
      }, timeoutMs);
      pending.set(id, { worker: current, resolve, reject, timer });
      current.ref();
      current.postMessage({ id, drawing } satisfies DrawRequest);
    });
  }

  return {
    render: (drawing) => lane.run(() => drawInWorker(drawing)),
    async close() {
      const current = worker;
      worker = null;
      failAll(new Error('map renderer closed'));
      await current?.terminate();
    },
  };
}
