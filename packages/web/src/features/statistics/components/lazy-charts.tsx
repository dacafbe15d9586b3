import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChartCard } from './chart-card';

/**
 * The charts' library (recharts under @mantine/charts, ~120 kB of script) is loaded after the page's title and totals
 * are drawn instead of before them: on a slow phone the page used to show nothing until it had arrived and run. Each
 * block shows its titled card with a spinner meanwhile, the size it will have, so nothing below it moves.
 */
const load = <Props,>(loader: () => Promise<ComponentType<Props>>) => lazy(async () => ({ default: await loader() }));

const DiscountsChart = load(async () => (await import('./discounts-chart')).DiscountsChart);
const PopularPieChart = load(async () => (await import('./popular-pie-chart')).PopularPieChart);
const BookingsPerMonthChart = load(async () => (await import('./bookings-per-month-chart')).BookingsPerMonthChart);
const CarsOverTimeChart = load(async () => (await import('./cars-over-time-chart')).CarsOverTimeChart);

function Block({ title, children }: { title: string; children: ReactNode }) {
  const loading = (
    <ChartCard title={title} isPending isError={false} isEmpty={false}>
      {null}
    </ChartCard>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}

export const DiscountsBlock = () => (
  <Block title="Most bought discount plans">
    <DiscountsChart />
  </Block>
);

export const PopularBlock = ({ title, series }: { title: string; series: 'cars' | 'trips' }) => (
  <Block title={title}>
    <PopularPieChart title={title} series={series} />
  </Block>
);

export const BookingsPerMonthBlock = () => (
  <Block title="Bookings per Month">
    <BookingsPerMonthChart />
  </Block>
);

export const CarsOverTimeBlock = () => (
  <Block title="Most popular Cars over time">
    <CarsOverTimeChart />
  </Block>
);
