import { LineChart } from '@mantine/charts';
import { useStatisticsSeries } from '../api/get-statistics-series';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { paletteColor } from './chart-palette';
import { formatMonthKey } from './format';

/** "Bookings per Month": keys "YYYY-MM" in time order, shown as "Nov 2026". */
export function BookingsPerMonthChart() {
  const query = useStatisticsSeries('per-month');
  const rows = [...(query.data ?? [])]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => ({ month: formatMonthKey(item.key), bookings: item.value }));
  return (
    <ChartCard title="Bookings per Month" isPending={query.isPending} isError={query.isError} isEmpty={rows.length === 0}>
      <LineChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="month"
        series={[{ name: 'bookings', label: 'Bookings', color: paletteColor(0) }]}
        yAxisProps={{ allowDecimals: false, width: 40 }}
        curveType="linear"
        strokeWidth={3}
        withTooltip
      />
    </ChartCard>
  );
}
