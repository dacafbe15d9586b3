import { LineChart } from '@mantine/charts';
import type { KeyValue } from '@wayfare/common';
import { formatMonthKey } from './format';
import { SeriesChartCard } from './series-chart-card';

const inTimeOrder = (series: KeyValue[]) =>
  [...series]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => ({ month: formatMonthKey(item.key), bookings: item.value }));

/** "Bookings per Month": keys "YYYY-MM" in time order, shown as "Nov 2026". */
export function BookingsPerMonthChart() {
  return (
    <SeriesChartCard
      title="Bookings per Month"
      series="per-month"
      toRows={inTimeOrder}
      dataKey="month"
      value={{ name: 'bookings', label: 'Bookings' }}
    >
      {(chart) => <LineChart {...chart} curveType="linear" strokeWidth={3} />}
    </SeriesChartCard>
  );
}
