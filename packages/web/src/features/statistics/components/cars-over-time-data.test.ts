import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from './chart-palette';
import { toCarsOverTimeChart } from './cars-over-time-data';
import { toSlices } from './popular-pie-chart';

describe('toCarsOverTimeChart', () => {
  it('makes one row per month in time order and one series per car, 0 where a car was not booked', () => {
    const chart = toCarsOverTimeChart(
      [
        { month: 1, year: 2027, car: 'BMW i3 (M-WF 7)', count: 1 },
        { month: 11, year: 2026, car: 'Volkswagen Golf (B-WF 104)', count: 2 },
        { month: 11, year: 2026, car: 'BMW i3 (M-WF 7)', count: 3 },
      ],
      'en',
    );
    expect(chart.series).toEqual([
      { name: 'car0', label: 'BMW i3 (M-WF 7)', color: CHART_PALETTE[0] },
      { name: 'car1', label: 'Volkswagen Golf (B-WF 104)', color: CHART_PALETTE[1] },
    ]);
    expect(chart.rows).toEqual([
      { period: 'Nov 2026', car0: 3, car1: 2 },
      { period: 'Jan 2027', car0: 1, car1: 0 },
    ]);
  });

  it('names the months in the language of the page', () => {
    const points = [{ month: 5, year: 2027, car: 'BMW i3 (M-WF 7)', count: 1 }];
    expect(toCarsOverTimeChart(points, 'en').rows[0]!.period).toBe('May 2027');
    expect(toCarsOverTimeChart(points, 'de').rows[0]!.period).toBe('Mai 2027');
    expect(toCarsOverTimeChart(points, 'fr').rows[0]!.period).toBe('mai 2027');
  });

  it('reuses the five palette colours cyclically', () => {
    const points = Array.from({ length: 7 }, (_, i) => ({ month: 1, year: 2026, car: `Car ${i}`, count: 1 }));
    expect(toCarsOverTimeChart(points, 'en').series.map((s) => s.color)).toEqual([
      ...CHART_PALETTE,
      CHART_PALETTE[0],
      CHART_PALETTE[1],
    ]);
  });
});

describe('toSlices', () => {
  it('orders slices by count and folds the tail into "Other"', () => {
    const series = Array.from({ length: 12 }, (_, i) => ({ key: `Car ${i}`, value: i + 1 }));
    const slices = toSlices(series, 'Other');
    expect(slices.map((s) => s.name)).toEqual([
      'Car 11',
      'Car 10',
      'Car 9',
      'Car 8',
      'Car 7',
      'Car 6',
      'Car 5',
      'Car 4',
      'Car 3',
      'Other',
    ]);
    expect(slices.at(-1)!.value).toBe(1 + 2 + 3);
    expect(slices[5]!.color).toBe(CHART_PALETTE[0]);
  });
});
