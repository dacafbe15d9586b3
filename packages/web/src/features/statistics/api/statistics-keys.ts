import type { StatisticsRange } from '../components/statistics-range';

/** Query keys of the statistics feature; one prefix so everything can be refreshed at once. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  general: () => ['statistics', 'general'] as const,
  series: (name: string) => ['statistics', 'series', name] as const,
  popularOverTime: (range: StatisticsRange) => ['statistics', 'popular-over-time', range] as const,
};
