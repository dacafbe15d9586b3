import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarEvent, IconCurrencyDollar, IconGauge, IconMessageStar, IconRoute, IconUsers } from '@tabler/icons-react';
import { formatDistance, formatDollars } from '@wayfare/common';
import { StatCard } from '../../../components/stat-card';
import { useGeneralStatistics } from '../api/get-general-statistics';
import { formatCount, formatPercent } from './format';

/** The five totals of SPEC §2 plus the fleet's 30-day utilization, from GET /statistics/general. */
export function SummaryCards() {
  const statistics = useGeneralStatistics();
  if (statistics.isPending) {
    return (
      <Center mih={100} role="status" aria-live="polite">
        <Loader aria-label="Loading the totals" />
      </Center>
    );
  }
  if (statistics.isError) return <Text c="dimmed">The totals could not be loaded.</Text>;
  const { totalBookings, totalRevenue, totalTravelDistance, totalUsers, totalReviews, fleetUtilization } = statistics.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-label="Totals">
      <StatCard size="xl" label="Total Bookings" value={formatCount(totalBookings)} icon={<IconCalendarEvent size={24} />} />
      <StatCard size="xl" label="Total Revenue" value={formatDollars(totalRevenue)} icon={<IconCurrencyDollar size={24} />} />
      <StatCard size="xl" label="Total Distance" value={formatDistance(totalTravelDistance)} icon={<IconRoute size={24} />} />
      <StatCard size="xl" label="Total Users" value={formatCount(totalUsers)} icon={<IconUsers size={24} />} />
      <StatCard size="xl" label="Total Reviews" value={formatCount(totalReviews)} icon={<IconMessageStar size={24} />} />
      <StatCard size="xl" label="Fleet utilization (30 days)" value={formatPercent(fleetUtilization)} icon={<IconGauge size={24} />} />
    </SimpleGrid>
  );
}
