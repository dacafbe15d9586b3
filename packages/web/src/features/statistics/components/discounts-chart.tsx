import { BarChart } from '@mantine/charts';
import type { KeyValue } from '@wayfare/common';
import { paletteColor } from './chart-palette';
import { SeriesChartCard } from './series-chart-card';

const coloured = (series: KeyValue[]) =>
  series.map((item, i) => ({ plan: item.key, purchases: item.value, color: paletteColor(i) }));

/** "Most bought discount plans": one column per plan title, coloured from the shared palette in turn. */
export function DiscountsChart() {
  return (
    <SeriesChartCard
      title="Most bought discount plans"
      series="discounts"
      toRows={coloured}
      dataKey="plan"
      value={{ name: 'purchases', label: 'Purchases' }}
    >
      {(chart) => <BarChart {...chart} xAxisProps={{ interval: 0, tick: { fontSize: 12 } }} maxBarWidth={64} />}
    </SeriesChartCard>
  );
}
