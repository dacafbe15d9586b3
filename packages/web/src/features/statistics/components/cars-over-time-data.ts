import type { CarsOverTimePoint, Locale } from '@wayfare/common';
import { formatMonth } from './format';
import { paletteColor } from './chart-palette';

export interface CarsOverTimeChart {
  /** One row per month, in time order: `period` plus one count per car series (0 when not booked). */
  rows: Array<Record<string, string | number>>;
  /** Series names are positional (`car0`…): car names may hold dots, which recharts reads as paths. */
  series: Array<{ name: string; label: string; color: string }>;
}

/** Pivots the month × car points into grouped-bar rows (x = "Mon YYYY" in `locale`, one series per car). */
export function toCarsOverTimeChart(points: CarsOverTimePoint[], locale: Locale): CarsOverTimeChart {
  const cars = [...new Set(points.map((p) => p.car))].sort((a, b) => a.localeCompare(b));
  const seriesName = new Map(cars.map((car, i) => [car, `car${i}`]));
  const months = new Map<number, Record<string, string | number>>();
  for (const point of [...points].sort((a, b) => a.year - b.year || a.month - b.month)) {
    const at = point.year * 12 + point.month;
    let row = months.get(at);
    if (!row) {
      row = {
        period: formatMonth(point.month, point.year, locale),
        ...Object.fromEntries(cars.map((_, i) => [`car${i}`, 0])),
      };
      months.set(at, row);
    }
    const name = seriesName.get(point.car)!;
    row[name] = Number(row[name]) + point.count;
  }
  return {
    rows: [...months.values()],
    series: cars.map((car, i) => ({ name: `car${i}`, label: car, color: paletteColor(i) })),
  };
}
