import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit, QueueFullError } from './concurrency-limit';

/** A task that runs until `finish` is called. */
function gate() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  it('runs at most `concurrency` tasks at once, the others in the order they came', async () => {
    const limit = createConcurrencyLimit({ what: 'test', concurrency: 2, maxQueued: 10, expectedMs: 100 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.task();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.queued]).toEqual([2, 3]);

    gates[1]!.finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([limit.running, limit.queued]).toEqual([2, 2]);

    // A newcomer while others wait queues behind them instead of taking the lane that frees up.
    const late = gate();
    const lateRun = limit.run(async () => {
      started.push(5);
      await late.task();
    });
    gates[0]!.finish();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const g of gates) g.finish();
    late.finish();
    await Promise.all([...runs, lateRun]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });

  it('refuses a task at once when the lanes are busy and the queue is full, with a Retry-After estimate', async () => {
    const limit = createConcurrencyLimit({ what: 'password checks', concurrency: 2, maxQueued: 3, expectedMs: 400 });
    const hold = gate();
    const runs = Array.from({ length: 5 }, () => limit.run(hold.task));
    await tick();
    expect([limit.running, limit.queued]).toEqual([2, 3]);

    const refused = await limit.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    // 5 tasks ahead on 2 lanes at ~400 ms each: about 1 s.
    expect((refused as QueueFullError).retryAfterSeconds).toBe(1);
    expect((refused as QueueFullError).message).toContain('password checks');
    // The refusal took nothing: the same tasks are running and waiting.
    expect([limit.running, limit.queued]).toEqual([2, 3]);

    hold.finish();
    await Promise.all(runs);
    expect(await limit.run(async () => 'ran')).toBe('ran');
  });

  it('estimates Retry-After from the expected duration until tasks have been timed, then from their real one', async () => {
    const limit = createConcurrencyLimit({ what: 'slow', concurrency: 1, maxQueued: 1, expectedMs: 5_000 });
    const refusal = async () => {
      const hold = gate();
      const runs = [limit.run(hold.task), limit.run(hold.task)];
      await tick();
      const refused = (await limit.run(async () => 0).catch((error: unknown) => error)) as QueueFullError;
      hold.finish();
      await Promise.all(runs);
      return refused.retryAfterSeconds;
    };
    // 2 tasks ahead at the expected ~5 s each.
    expect(await refusal()).toBe(10);
    // Tasks that take no time at all bring the estimate down to the 1 s floor.
    for (let i = 0; i < 30; i++) await limit.run(async () => 0);
    expect(await refusal()).toBe(1);
  });

  it('gives the lane back when a task fails', async () => {
    const limit = createConcurrencyLimit({ what: 'test', concurrency: 1, maxQueued: 1, expectedMs: 10 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      limit.run(() => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    expect([limit.running, limit.queued]).toEqual([0, 0]);
    expect(await limit.run(async () => 'ok')).toBe('ok');
  });
});
