import { PlaceholderPage } from '../../../components/placeholder-page';

/** /statistics: summary cards and charts come with the statistics issue. */
export function StatisticsPage() {
  return <PlaceholderPage title="Statistics page" />;
}
