import { describe, expect, it } from 'vitest';
import { tripSummary } from './trip-summary';

const names: Record<string, string> = { '1': 'Berlin', '2': 'Munich' };
const nameOf = (id: string) => names[id] ?? `City #${id}`;
const trip = { fromCity: '1', toCity: '2', fromTime: '10:00', toTime: '12:30' };

describe('tripSummary', () => {
  it('writes the cities, the days and the times in one line', () => {
    expect(tripSummary({ ...trip, fromDate: '2026-12-03', toDate: '2026-12-06' }, nameOf)).toBe(
      'Berlin → Munich · 3 Dec 10:00 – 6 Dec 12:30',
    );
  });

  it('adds the years when the trip crosses into the next one', () => {
    expect(tripSummary({ ...trip, fromDate: '2026-12-30', toDate: '2027-01-02' }, nameOf)).toBe(
      'Berlin → Munich · 30 Dec 2026 10:00 – 2 Jan 2027 12:30',
    );
  });
});

describe('tripSummary in German and French', () => {
  it('writes the days as the language writes them', () => {
    const search = { ...trip, fromDate: '2026-12-03', toDate: '2026-12-06' };
    expect(tripSummary(search, nameOf, 'de')).toBe('Berlin → Munich · 3. Dez. 10:00 – 6. Dez. 12:30');
    expect(tripSummary(search, nameOf, 'fr')).toBe('Berlin → Munich · 3 déc. 10:00 – 6 déc. 12:30');
    expect(tripSummary({ ...trip, fromDate: '2026-12-30', toDate: '2027-01-02' }, nameOf, 'de')).toBe(
      'Berlin → Munich · 30. Dez. 2026 10:00 – 2. Jan. 2027 12:30',
    );
  });
});
