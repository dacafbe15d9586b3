import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createSchedulerJobs, type SchedulerJob } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const job = (name: string): SchedulerJob => ({ name, run: async () => [] });

describe('the jobs the features register', () => {
  it('run in the order a tick needs: the lifecycle first, the close before the claim lapse', () => {
    // The lifecycle gives a claim whose hold ran out back before the claim deadline job looks, and starts trips
    // before the change lapse reverts their waiting changes (ARCHITECTURE.md#a-bookings-life-and-the-timed-jobs).
    expect(t.app.scheduledJobs.all.map(({ name }) => name)).toEqual([
      'booking lifecycle',
      'booking change lapse',
      'refund retry',
      'auction-close',
      'auction-claim-lapse',
    ]);
  });

  it('refuse a name twice (the advisory lock is keyed by it) and a name nobody registered', () => {
    const jobs = createSchedulerJobs();
    jobs.register(job('a'), job('b'));
    expect(() => jobs.register(job('a'))).toThrow('Scheduler job "a" registered twice');
    expect(jobs.named('b').map(({ name }) => name)).toEqual(['b']);
    expect(() => jobs.named('c')).toThrow('Unknown scheduler job');
  });
});
