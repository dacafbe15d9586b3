import fp from 'fastify-plugin';
import { createSchedulerJobs, type SchedulerJobs } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each feature plugin registers its timed jobs; the scheduler (scheduler.ts) runs them under its lock. */
    scheduledJobs: SchedulerJobs;
  }
}

/** Gives the feature plugins registered after it `app.scheduledJobs`. */
export const schedulerJobsPlugin = fp(
  async (app) => {
    app.decorate('scheduledJobs', createSchedulerJobs());
  },
  { name: 'scheduled-jobs' },
);
