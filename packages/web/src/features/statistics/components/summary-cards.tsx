import { Loader, SimpleGrid, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCurrencyDollar,
  IconGauge,
  IconMessageStar,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import { formatDistance, formatDollars } from '@wayfare/common';
import { StatCard } from '../../../components/stat-card';
import { useGeneralStatistics } from '../api/get-general-statistics';
import { formatCount, formatPercent } from './format';

const COLUMNS = { base: 1, xs: 2, md: 3 };

/**
 * The five totals (docs/product/admin-tools.md#statistics) plus the fleet's 30-day utilization, from GET
 * /statistics/general.
 */
export function SummaryCards() {
  const statistics = useGeneralStatistics();
  if (statistics.isPending) {
    // Six cards of the same size as the real ones (a blank label, a small spinner for the figure): the charts below stay
    // where they are when the figures arrive, instead of jumping down most of a phone's screen.
    return (
      <SimpleGrid cols={COLUMNS} role="status" aria-live="polite" aria-label="Loading the totals">
        {Array.from({ length: 6 }, (_, i) => (
          <StatCard key={i} size="xl" label={'\u00a0'} value={<Loader size="xs" />} icon={null} />
        ))}
      </SimpleGrid>
    );
  }
  if (statistics.isError) return <Text c="dimmed">The totals could not be loaded.</Text>;
  const { totalBookings, totalRevenue, totalTravelDistance, totalUsers, totalReviews, fleetUtilization } =
    statistics.data;
  return (
    <SimpleGrid cols={COLUMNS} aria-label="Totals">
      <StatCard
        size="xl"
        label="Total Bookings"
        value={formatCount(totalBookings)}
        icon={<IconCalendarEvent size={24} />}
      />
      <StatCard
        size="xl"
        label="Total Revenue"
        value={formatDollars(totalRevenue)}
        icon={<IconCurrencyDollar size={24} />}
      />
      <StatCard
        size="xl"
        label="Total Distance"
        value={formatDistance(totalTravelDistance)}
        icon={<IconRoute size={24} />}
      />
      <StatCard size="xl" label="Total Users" value={formatCount(totalUsers)} icon={<IconUsers size={24} />} />
      <StatCard
        size="xl"
        label="Total Reviews"
        value={formatCount(totalReviews)}
        icon={<IconMessageStar size={24} />}
      />
      <StatCard
        size="xl"
        label="Fleet utilization (30 days)"
        value={formatPercent(fleetUtilization)}
        icon={<IconGauge size={24} />}
      />
    </SimpleGrid>
  );
}
