import { adminTexts } from '@wayfare/common';
import { type ComponentType, type JSX, type RefObject, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import { ChartCard } from './chart-card';

/**
 * The charts' library (recharts under @mantine/charts, ~120 kB of script) is loaded after the page's title and totals
 * are drawn instead of before them: on a slow phone the page used to show nothing until it had arrived and run. Each
 * block shows its titled card with a spinner meanwhile, the size it will have, so nothing below it moves.
 *
 * A block asks for its chart's code once a frame has been painted (a `React.lazy` chart would ask as soon as it is
 * rendered, and its code could arrive and run before the browser had painted the page around it), and once the block
 * is near the screen: on a phone the six totals fill the first screen, and drawing five charts nobody sees yet kept a
 * slow phone's main thread busy for half a second (bench/HISTORY.md, "web — the logged-in pages"). Scrolling towards a
 * block draws it a little before it comes into view.
 */
const NEAR_SCREEN = '200px 0px';

/** Resolves after the browser has painted: a requestAnimationFrame callback runs before the next paint, the one it asks for after it. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Resolves once `element` is within NEAR_SCREEN of the viewport (at once where IntersectionObserver is missing). */
function whenNearScreen(element: Element, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/** The chart's component once the block behind `ref` has been painted and is near the screen; null before. */
function useChart<Props>(
  ref: RefObject<HTMLDivElement | null>,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | null {
  const [chart, setChart] = useState<{ Chart: ComponentType<Props> } | { error: unknown } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stop = new AbortController();
    afterPaint()
      .then(() => whenNearScreen(element, stop.signal))
      .then(load)
      .then(
        (Chart) => !stop.signal.aborted && setChart({ Chart }),
        (error: unknown) => !stop.signal.aborted && setChart({ error }),
      );
    return () => stop.abort();
  }, [ref, load]);
  // A chunk that failed to download goes to the route's error page, as a lazy page's would.
  if (chart && 'error' in chart) throw chart.error;
  return chart ? chart.Chart : null;
}

/** One block: its chart once loaded, a titled card with a spinner before; the wrapper is what is watched. */
function Block<Props>({
  title,
  load,
  props,
}: {
  title: string;
  load: () => Promise<ComponentType<Props>>;
  props: Props & JSX.IntrinsicAttributes;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const Chart = useChart(ref, load);
  return (
    <div ref={ref}>
      {Chart ? (
        <Chart {...props} />
      ) : (
        <ChartCard title={title} isPending isError={false} isEmpty={false}>
          {null}
        </ChartCard>
      )}
    </div>
  );
}

const loadDiscounts = async () => (await import('./discounts-chart')).DiscountsChart;
const loadPopular = async () => (await import('./popular-pie-chart')).PopularPieChart;
const loadPerMonth = async () => (await import('./bookings-per-month-chart')).BookingsPerMonthChart;
const loadCarsOverTime = async () => (await import('./cars-over-time-chart')).CarsOverTimeChart;

export function DiscountsBlock() {
  const t = useTexts(adminTexts);
  return <Block title={t('statistics.discounts.title')} load={loadDiscounts} props={{}} />;
}

export const PopularBlock = ({ title, series }: { title: string; series: 'cars' | 'trips' }) => (
  <Block title={title} load={loadPopular} props={{ title, series }} />
);

export function BookingsPerMonthBlock() {
  const t = useTexts(adminTexts);
  return <Block title={t('statistics.perMonth.title')} load={loadPerMonth} props={{}} />;
}

export function CarsOverTimeBlock() {
  const t = useTexts(adminTexts);
  return <Block title={t('statistics.overTime.title')} load={loadCarsOverTime} props={{}} />;
}
