import { Button, Group, TextInput } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { notifications } from '@mantine/notifications';
import { adminTexts } from '@wayfare/common';
import { useState } from 'react';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { usePopularOverTime } from '../api/get-popular-over-time';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { toCarsOverTimeChart } from './cars-over-time-data';
import { isRangeInOrder, type StatisticsRange } from './statistics-range';

/**
 * docs/product/admin-tools.md#statistics: after RESET and APPLY the page scrolls to the bottom, where this block is.
 */
function scrollToBottom() {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
}

/**
 * "Most popular Cars over time": grouped bars per month, one series per car, with a From/To day range.
 * The typed days are a draft; only APPLY (valid) or RESET change the range the chart is loaded with.
 */
export function CarsOverTimeChart() {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<StatisticsRange>({});
  const query = usePopularOverTime(range);
  const chart = toCarsOverTimeChart(query.data ?? [], locale);

  function load(next: StatisticsRange) {
    // The same range again is still a reload, as the button promises.
    if (next.from === range.from && next.to === range.to) void query.refetch();
    else setRange(next);
    scrollToBottom();
  }

  function apply() {
    const next: StatisticsRange = { from: from || undefined, to: to || undefined };
    if (!isRangeInOrder(next)) {
      notifications.show({ color: 'red', message: t('statistics.rangeOrder') });
      return;
    }
    load(next);
  }

  function reset() {
    setFrom('');
    setTo('');
    load({});
  }

  const controls = (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput
        type="date"
        label={t('statistics.overTime.from')}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label={t('statistics.overTime.to')}
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
        w={170}
      />
      <Group gap="sm">
        <Button variant="default" onClick={reset}>
          {t('statistics.overTime.reset')}
        </Button>
        <Button onClick={apply}>{t('statistics.overTime.apply')}</Button>
      </Group>
    </Group>
  );

  return (
    <ChartCard
      title={t('statistics.overTime.title')}
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={chart.rows.length === 0}
      controls={controls}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={chart.rows}
        dataKey="period"
        series={chart.series}
        yAxisProps={{ allowDecimals: false, width: 40 }}
        maxBarWidth={40}
        withLegend={chart.series.length <= 10}
        legendProps={{ verticalAlign: 'bottom', height: 50 }}
        withTooltip
      />
    </ChartCard>
  );
}
