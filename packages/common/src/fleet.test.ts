import { describe, expect, it } from 'vitest';
import { BLOCK_LIMITS, blockMessages, bookingNumbers } from './fleet';

describe('blockMessages', () => {
  // The catalogue writes the limits out, so the error hook can find the sentences by their words.
  it('names the limits BLOCK_LIMITS sets', () => {
    expect(blockMessages.reasonTooLong).toBe(`Reason must be at most ${BLOCK_LIMITS.reasonMax} characters`);
    expect(blockMessages.tooLong).toBe(`A block lasts at most ${BLOCK_LIMITS.maxDays} days`);
  });

  it('lists the bookings in the way after its lead', () => {
    expect(bookingNumbers([12, 15])).toBe('#12, #15');
    expect(blockMessages.overlapsBookings([12, 15])).toBe('Car has bookings in this period: #12, #15');
  });
});
