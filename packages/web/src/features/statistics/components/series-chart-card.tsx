import type { KeyValue } from '@wayfare/common';
import type { ReactNode } from 'react';
import { type SeriesName, useStatisticsSeries } from '../api/get-statistics-series';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { paletteColor } from './chart-palette';

/** What every key/value chart is drawn with: its rows, one series in the palette's first colour, whole counts. */
export interface SeriesChartProps<Row> {
  h: number;
  data: Row[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  yAxisProps: { allowDecimals: boolean; width: number };
  withTooltip: boolean;
}

interface SeriesChartCardProps<Row> {
  title: string;
  series: SeriesName;
  /** The series as the chart's rows: sorted, keys written for people, coloured, as the chart needs. */
  toRows: (series: KeyValue[]) => Row[];
  /** The rows' field along the x axis. */
  dataKey: string;
  /** The rows' field with the value, and what the tooltip calls it. */
  value: { name: string; label: string };
  /** The chart itself (a line, bars) given the shared props, to which it adds its own. */
  children: (chart: SeriesChartProps<Row>) => ReactNode;
}

/** One key/value series of the statistics API drawn as one chart in a ChartCard (its spinner, error, empty state). */
export function SeriesChartCard<Row>({ title, series, toRows, dataKey, value, children }: SeriesChartCardProps<Row>) {
  const query = useStatisticsSeries(series);
  const rows = toRows(query.data ?? []);
  return (
    <ChartCard title={title} isPending={query.isPending} isError={query.isError} isEmpty={rows.length === 0}>
      {children({
        h: CHART_HEIGHT,
        data: rows,
        dataKey,
        series: [{ ...value, color: paletteColor(0) }],
        yAxisProps: { allowDecimals: false, width: 40 },
        withTooltip: true,
      })}
    </ChartCard>
  );
}
