import { BarChart } from '@mantine/charts';
import { adminTexts, type KeyValue } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { paletteColor } from './chart-palette';
import { SeriesChartCard } from './series-chart-card';

const coloured = (series: KeyValue[]) =>
  series.map((item, i) => ({ plan: item.key, purchases: item.value, color: paletteColor(i) }));

/** "Most bought discount plans": one column per plan title, coloured from the shared palette in turn. */
export function DiscountsChart() {
  const t = useTexts(adminTexts);
  return (
    <SeriesChartCard
      title={t('statistics.discounts.title')}
      series="discounts"
      toRows={coloured}
      dataKey="plan"
      value={{ name: 'purchases', label: t('statistics.discounts.value') }}
    >
      {(chart) => <BarChart {...chart} xAxisProps={{ interval: 0, tick: { fontSize: 12 } }} maxBarWidth={64} />}
    </SeriesChartCard>
  );
}
