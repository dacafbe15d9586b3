import { BarChart } from '@mantine/charts';
import { useStatisticsSeries } from '../api/get-statistics-series';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { paletteColor } from './chart-palette';

/** "Most bought discount plans": one column per plan title, coloured from the shared palette in turn. */
export function DiscountsChart() {
  const query = useStatisticsSeries('discounts');
  const rows = (query.data ?? []).map((item, i) => ({ plan: item.key, purchases: item.value, color: paletteColor(i) }));
  return (
    <ChartCard title="Most bought discount plans" isPending={query.isPending} isError={query.isError} isEmpty={rows.length === 0}>
      <BarChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="plan"
        series={[{ name: 'purchases', label: 'Purchases', color: paletteColor(0) }]}
        yAxisProps={{ allowDecimals: false, width: 40 }}
        xAxisProps={{ interval: 0, tick: { fontSize: 12 } }}
        maxBarWidth={64}
        withTooltip
      />
    </ChartCard>
  );
}
