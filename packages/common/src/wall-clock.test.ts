import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantToWallClock, wallClockToInstant } from './wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['Europe/Berlin', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
const QUARTER = 15 * 60_000;
const SUMMER_NOW = new Date('2026-07-15T12:00:00Z');
const WINTER_NOW = new Date('2026-01-15T12:00:00Z');

/** The quarters of an hour (UTC) of 2026 in which, or at whose start, a zone's offset changes (none for UTC, Kolkata). */
const changeQuarters = new Map<string, number[]>();
function changesOf2026(zone: string): number[] {
  const known = changeQuarters.get(zone);
  if (known) return known;
  const offset = (ms: number) => dayjs(ms).tz(zone).utcOffset();
  const changes: number[] = [];
  const SIX_HOURS = 24 * QUARTER;
  for (let window = Date.UTC(2026, 0, 1); window < Date.UTC(2027, 0, 1); window += SIX_HOURS) {
    if (offset(window) === offset(window + SIX_HOURS)) continue;
    for (let ms = window; ms <= window + SIX_HOURS; ms += QUARTER) {
      if (offset(ms - 1000) !== offset(ms) || offset(ms) !== offset(ms + QUARTER - 1000)) changes.push(ms);
    }
  }
  changeQuarters.set(zone, changes);
  return changes;
}

/** The readings an API or browser once wrote by hand with Intl alone: the oracle of the kept offsets. */
function plainIntlReading(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The module as a fresh import, its kept readings empty, with the clock at `now`: a time the clocks show twice is read
 * with the offset in force when it is read, so each season's readings are checked on readings of their own.
 */
async function readingAt(now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.resetModules();
  return import('./wall-clock');
}

describe('wallClockToInstant', () => {
  it('names the instant in the zone, summer and winter, the same on every call, each time a new Date', () => {
    const summer = wallClockToInstant('2026-07-01T12:00:00', 'Europe/Berlin');
    expect(summer.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(wallClockToInstant('2026-01-02T00:30:05', 'Europe/Berlin').toISOString()).toBe('2026-01-01T23:30:05.000Z');
    expect(wallClockToInstant('2026-01-02T00:30', 'Europe/Berlin').toISOString()).toBe('2026-01-01T23:30:00.000Z');
    expect(wallClockToInstant('2026-07-01T12:00:00', 'UTC').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    // Kept readings are handed out as new Dates: a caller changing its Date changes nobody else's.
    summer.setTime(0);
    expect(wallClockToInstant('2026-07-01T12:00:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('counts real hours across a clock change: 24 h before Sunday 10:00, after the spring change, is Saturday 09:00', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST in Berlin.
    const startAt = wallClockToInstant('2026-03-29T10:00:00', 'Europe/Berlin').getTime();
    expect(instantToWallClock(new Date(startAt - 24 * 3_600_000), 'Europe/Berlin')).toBe('2026-03-28T09:00:00');
    expect(wallClockToInstant('2026-03-29T03:00:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('moves a reading the clocks skip forward by the change, in summer and in winter alike', async () => {
    for (const now of [SUMMER_NOW, WINTER_NOW]) {
      const { wallClockToInstant } = await readingAt(now);
      // 02:30 never shows in Berlin on 29 March 2026: it is read as 03:30 CEST; in New York 02:30 on 8 March as 03:30 EDT.
      expect(wallClockToInstant('2026-03-29T02:30:01', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:01.000Z');
      expect(wallClockToInstant('2026-03-08T02:30:01', 'America/New_York').toISOString()).toBe(
        '2026-03-08T07:30:01.000Z',
      );
    }
  });

  it('reads a time the clocks show twice with the offset in force when it is read', async () => {
    // 25 October 2026: 02:30 shows in Berlin at 00:30 UTC (CEST) and again at 01:30 UTC (CET).
    const inSummer = await readingAt(SUMMER_NOW);
    expect(inSummer.wallClockToInstant('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    const inWinter = await readingAt(WINTER_NOW);
    expect(inWinter.wallClockToInstant('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('says what dayjs says (how the API read date-times before), first reading or kept', () => {
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

  it('says what dayjs says on every reading near the clock changes of 2026, read in summer and in winter', async () => {
    for (const now of [SUMMER_NOW, WINTER_NOW]) {
      const { wallClockToInstant } = await readingAt(now);
      for (const zone of ZONES) {
        // One sweep per change: the quarters of one change lie within an hour of each other.
        const changes = changesOf2026(zone).filter((quarter, i, all) => i === 0 || quarter - all[i - 1]! > 3_600_000);
        for (const change of changes) {
          // Faces from 6 hours before the change's instant to 16 after it, every 7 minutes: whatever the zone's
          // offset (−5 to +13:45 here), they cover the faces the clocks skip or show twice.
          for (let face = change - 6 * 3_600_000; face <= change + 16 * 3_600_000; face += 7 * 60_000) {
            const wall = new Date(face).toISOString().slice(0, 19);
            expect(wallClockToInstant(wall, zone).getTime(), `${zone} ${wall}`).toBe(dayjs.tz(wall, zone).valueOf());
          }
        }
      }
    }
  }, 30_000);
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
    expect(instantToWallClock(new Date('2026-07-01T10:00:00Z'), 'UTC')).toBe('2026-07-01T10:00:00');
  });

  it('says what dayjs says, and what Intl says asked directly, for any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const reading = instantToWallClock(instant, zone);
          expect(reading).toBe(dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss'));
          expect(reading).toBe(plainIntlReading(instant.getTime(), zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says what dayjs says around every clock change of 2026, on and inside the quarters of an hour it keeps', () => {
    for (const zone of ZONES) {
      const changes = changesOf2026(zone);
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
        fc.constantFrom(...ZONES),
        (date, zone) => {
          const instant = new Date(Math.floor(date.getTime() / 1000) * 1000);
          const wall = instantToWallClock(instant, zone);
          // The hour that repeats in autumn names two instants; wallClockToInstant picks one of them.
          const back = wallClockToInstant(wall, zone);
          expect(instantToWallClock(back, zone)).toBe(wall);
        },
      ),
      { numRuns: 500 },
    );
  });
});
