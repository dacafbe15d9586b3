import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToWallClock, wallClockToInstant } from './wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['Europe/Berlin', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];

describe('wallClockToInstant', () => {
  it('names the instant in the zone, summer and winter, the same on every call, each time a new Date', () => {
    const summer = wallClockToInstant('2026-07-01T12:00:00', 'Europe/Berlin');
    expect(summer.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(wallClockToInstant('2026-01-02T00:30:05', 'Europe/Berlin').toISOString()).toBe('2026-01-01T23:30:05.000Z');
    expect(wallClockToInstant('2026-07-01T12:00:00', 'UTC').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    // Kept readings are handed out as new Dates: a caller changing its Date changes nobody else's.
    summer.setTime(0);
    expect(wallClockToInstant('2026-07-01T12:00:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('says what dayjs says, first reading or kept', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (date, zone) => {
          const wall = date.toISOString().slice(0, 19);
          const expected = dayjs.tz(wall, zone).valueOf();
          expect(wallClockToInstant(wall, zone).getTime()).toBe(expected);
          expect(wallClockToInstant(wall, zone).getTime()).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('instantToWallClock', () => {
  it('reads Berlin summer and winter time, and both sides of the clock change', () => {
    expect(instantToWallClock(new Date('2026-07-01T10:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T12:00:00');
    expect(instantToWallClock(new Date('2026-01-01T23:30:05Z'), 'Europe/Berlin')).toBe('2026-01-02T00:30:05');
    // 29 March 2026, 01:00 UTC: 02:00 CET becomes 03:00 CEST.
    expect(instantToWallClock(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe('2026-03-29T01:59:59');
    expect(instantToWallClock(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:00:00');
    // Midnight is 00, never 24.
    expect(instantToWallClock(new Date('2026-05-31T22:00:00Z'), 'Europe/Berlin')).toBe('2026-06-01T00:00:00');
  });

  it('says what dayjs says, for any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(instantToWallClock(instant, zone)).toBe(dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says what dayjs says around every clock change of 2026, on and inside the quarters of an hour it keeps', () => {
    const QUARTER = 15 * 60_000;
    for (const zone of ZONES) {
      // The quarters of an hour (UTC) whose offset differs from the second before them or within them.
      const offset = (ms: number) => dayjs(ms).tz(zone).utcOffset();
      const changes: number[] = [];
      const SIX_HOURS = 24 * QUARTER;
      for (let window = Date.UTC(2026, 0, 1); window < Date.UTC(2027, 0, 1); window += SIX_HOURS) {
        if (offset(window) === offset(window + SIX_HOURS)) continue;
        for (let ms = window; ms <= window + SIX_HOURS; ms += QUARTER) {
          if (offset(ms - 1000) !== offset(ms) || offset(ms) !== offset(ms + QUARTER - 1000)) changes.push(ms);
        }
      }
      if (zone !== 'UTC' && zone !== 'Asia/Kolkata') expect(changes.length, zone).toBeGreaterThan(0);
      for (const quarter of changes) {
        for (let ms = quarter - 2 * 60_000; ms < quarter + QUARTER + 2 * 60_000; ms += 7000) {
          expect(instantToWallClock(new Date(ms), zone)).toBe(dayjs(ms).tz(zone).format('YYYY-MM-DDTHH:mm:ss'));
        }
      }
    }
  });

  it('is the inverse of wallClockToInstant away from the clock changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const instant = new Date(Math.floor(date.getTime() / 1000) * 1000);
          const wall = instantToWallClock(instant, 'Europe/Berlin');
          // The hour that repeats in autumn names two instants; wallClockToInstant picks one of them.
          const back = wallClockToInstant(wall, 'Europe/Berlin');
          expect(instantToWallClock(back, 'Europe/Berlin')).toBe(wall);
        },
      ),
      { numRuns: 500 },
    );
  });
});
