import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDistance, formatDollars, formatMoney, formatWallClock } from './format';

describe('formatMoney', () => {
  it('writes euro with en grouping, two decimals and a trailing " €"', () => {
    expect(formatMoney(1326.28)).toBe('1,326.28 €');
    expect(formatMoney(10)).toBe('10.00 €');
    expect(formatMoney(0.5)).toBe('0.50 €');
    expect(formatMoney(1_234_567.891)).toBe('1,234,567.89 €');
  });

  it('writes zero, negative zero and amounts that round to zero as 0.00 €', () => {
    expect(formatMoney(0)).toBe('0.00 €');
    expect(formatMoney(-0)).toBe('0.00 €');
    expect(formatMoney(-0.004)).toBe('0.00 €');
  });

  it('puts the minus sign before the digits', () => {
    expect(formatMoney(-5)).toBe('-5.00 €');
    expect(formatMoney(-1326.28)).toBe('-1,326.28 €');
  });

  it('rounds half a cent up, as the pricing code does, even where the double sits just below it', () => {
    // 1.005 and 2.675 are stored a hair below the half cent; the customer still sees the cent the server charges.
    expect(formatMoney(1.005)).toBe('1.01 €');
    expect(formatMoney(2.675)).toBe('2.68 €');
    expect(formatMoney(1.004)).toBe('1.00 €');
    expect(formatMoney(999.995)).toBe('1,000.00 €');
  });
});

describe('formatDollars', () => {
  it('writes dollars with the sign in front, for the statistics revenue card', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-0)).toBe('$0.00');
    expect(formatDollars(1.005)).toBe('$1.01');
  });
});

describe('formatWallClock', () => {
  it('replaces the T by a space and drops the seconds', () => {
    expect(formatWallClock('2026-11-28T10:00:00')).toBe('2026-11-28 10:00');
    expect(formatWallClock('2026-11-28T23:59:59')).toBe('2026-11-28 23:59');
    expect(formatWallClock('2026-11-28T10:00:02.123')).toBe('2026-11-28 10:00');
  });

  it('accepts a value that has no seconds', () => {
    expect(formatWallClock('2026-11-28T10:00')).toBe('2026-11-28 10:00');
  });

  it('leaves anything that is not a wall-clock date-time as it came', () => {
    expect(formatWallClock('')).toBe('');
    expect(formatWallClock('2026-11-28')).toBe('2026-11-28');
    expect(formatWallClock('soon')).toBe('soon');
  });
});

describe('formatDistance', () => {
  it('writes whole kilometres with en grouping', () => {
    expect(formatDistance(1548.3)).toBe('1,548 km');
    expect(formatDistance(585.4)).toBe('585 km');
    expect(formatDistance(1_234_567.2)).toBe('1,234,567 km');
  });

  it('rounds half a kilometre up', () => {
    expect(formatDistance(1548.5)).toBe('1,549 km');
    expect(formatDistance(0.49)).toBe('0 km');
  });

  it('writes zero and a rounded negative zero as 0 km', () => {
    expect(formatDistance(0)).toBe('0 km');
    expect(formatDistance(-0.2)).toBe('0 km');
  });

  it('keeps the sign of a negative distance', () => {
    expect(formatDistance(-12.7)).toBe('-13 km');
  });
});

describe('in German and French', () => {
  it('writes money as each language does, the euro sign after a no-break space', () => {
    expect(formatMoney(1326.28, 'de')).toBe('1.326,28\u00a0€');
    expect(formatMoney(1326.28, 'fr')).toBe('1\u202f326,28\u00a0€');
    expect(formatMoney(-0.004, 'de')).toBe('0,00\u00a0€');
    expect(formatMoney(2.675, 'fr')).toBe('2,68\u00a0€');
  });

  it('writes wall-clock date-times day first, without shifting the clock face', () => {
    expect(formatWallClock('2026-11-28T10:00:59', 'de')).toBe('28.11.2026, 10:00');
    expect(formatWallClock('2026-03-29T02:30', 'fr')).toBe('29/03/2026 02:30');
    expect(formatWallClock('2026-11-28T00:00', 'de')).toBe('28.11.2026, 00:00');
    expect(formatWallClock('not a date', 'fr')).toBe('not a date');
  });

  it('writes distances with the language grouping', () => {
    expect(formatDistance(1548.4, 'de')).toBe('1.548\u00a0km');
    expect(formatDistance(1548.5, 'fr')).toBe('1\u202f549\u00a0km');
  });

  it('writes a rating or a coordinate with its decimal comma, never grouped', () => {
    expect(formatDecimal(4.5, 1, 'de')).toBe('4,5');
    expect(formatDecimal(4.5, 1, 'fr')).toBe('4,5');
    expect(formatDecimal(4.5, 1)).toBe('4.5');
    expect(formatDecimal(52.5163, 2, 'de')).toBe('52,52');
    expect(formatDecimal(-122.4194, 2)).toBe('-122.42');
    expect(formatDecimal(12345.6, 1, 'de')).toBe('12345,6');
  });
});
