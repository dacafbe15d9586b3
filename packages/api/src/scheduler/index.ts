import type { FastifyInstance } from 'fastify';
import type { SchedulerJob } from './jobs';
import { createOutboxJob } from './outbox-job';
import { runJobsOnce, SCHEDULER_INTERVAL_MS } from './scheduler';

export { runJobsOnce, SCHEDULER_INTERVAL_MS } from './scheduler';
export type { PendingEvent, SchedulerJob, SchedulerJobs } from './jobs';
export { createOutboxJob } from './outbox-job';

export interface SchedulerOptions {
  intervalMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Default: the jobs the features registered (`app.scheduledJobs`), then the outbox delivery with the app's mailer. */
  jobs?: readonly SchedulerJob[];
}

/**
 * Ticks the jobs while the app is up: first tick once the app is ready, then every `intervalMs`; stops (and
 * waits for a running tick) when the app closes. A tick still running when the next is due makes that one skip.
 * Must be called before the app is ready (it adds hooks).
 */
export function startScheduler(app: FastifyInstance, options: SchedulerOptions = {}): void {
  const { intervalMs = SCHEDULER_INTERVAL_MS, now = () => new Date() } = options;
  const jobs = options.jobs ?? [...app.scheduledJobs.all, createOutboxJob(app.mailer)];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const tick = () => {
    if (running) return;
    running = runJobsOnce(app.database.db, app.events, now(), jobs, (job, err) =>
      app.log.error({ err, job }, 'scheduled job failed'),
    ).finally(() => {
      running = undefined;
    });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    // The process ends on signals through app.close(), never because a timer keeps it alive.
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
