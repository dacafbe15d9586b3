import { describe, expect, it } from 'vitest';
import { msToWallClock, wallClockToMs } from './business-time';

describe('business time', () => {
  it('reads Berlin summer and winter time, both ways', () => {
    expect(new Date(wallClockToMs('2026-07-01T12:00:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(new Date(wallClockToMs('2026-01-02T00:30', 'Europe/Berlin')).toISOString()).toBe('2026-01-01T23:30:00.000Z');
    expect(msToWallClock(Date.parse('2026-07-01T10:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T12:00:00');
    expect(msToWallClock(Date.parse('2026-05-31T22:00:00Z'), 'Europe/Berlin')).toBe('2026-06-01T00:00:00');
    expect(wallClockToMs('2026-07-01T12:00:00', 'UTC')).toBe(Date.parse('2026-07-01T12:00:00Z'));
  });

  it('counts real hours across a clock change: 24 h before Sunday 10:00, after the spring change, is Saturday 09:00', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST in Berlin.
    const startAt = wallClockToMs('2026-03-29T10:00:00', 'Europe/Berlin');
    expect(msToWallClock(startAt - 24 * 3_600_000, 'Europe/Berlin')).toBe('2026-03-28T09:00:00');
    // Just after the change.
    expect(new Date(wallClockToMs('2026-03-29T03:00:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });
});
