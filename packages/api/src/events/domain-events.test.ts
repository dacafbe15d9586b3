import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './domain-events';

describe('event bus', () => {
  it('awaits every subscriber in order and keeps going when one fails', async () => {
    const onError = vi.fn();
    const bus = createEventBus(onError);
    const seen: string[] = [];
    bus.subscribe('bookingPaid', async ({ bookingId }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`first ${bookingId}`);
    });
    bus.subscribe('bookingPaid', () => {
      throw new Error('boom');
    });
    const unsubscribe = bus.subscribe('bookingPaid', ({ bookingId }) => {
      seen.push(`third ${bookingId}`);
    });
    await bus.publish('bookingPaid', { bookingId: 7, userId: 1 });
    expect(seen).toEqual(['first 7', 'third 7']);
    expect(onError).toHaveBeenCalledWith('bookingPaid', expect.any(Error));

    unsubscribe();
    await bus.publish('bookingPaid', { bookingId: 8, userId: 1 });
    expect(seen).toEqual(['first 7', 'third 7', 'first 8']);
  });
});
