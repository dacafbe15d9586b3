import { LineChart } from '@mantine/charts';
import { adminTexts, type KeyValue, type Locale } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { formatMonthKey } from './format';
import { SeriesChartCard } from './series-chart-card';

const inTimeOrder = (locale: Locale) => (series: KeyValue[]) =>
  [...series]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => ({ month: formatMonthKey(item.key, locale), bookings: item.value }));

/** "Bookings per Month": keys "YYYY-MM" in time order, shown as "Nov 2026" (in the page's language). */
export function BookingsPerMonthChart() {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  return (
    <SeriesChartCard
      title={t('statistics.perMonth.title')}
      series="per-month"
      toRows={inTimeOrder(locale)}
      dataKey="month"
      value={{ name: 'bookings', label: t('statistics.perMonth.value') }}
    >
      {(chart) => <LineChart {...chart} curveType="linear" strokeWidth={3} />}
    </SeriesChartCard>
  );
}
