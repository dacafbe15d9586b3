import { Center, Group, Loader, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCurrencyDollar, IconGauge, IconMessageStar, IconRoute, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGeneralStatistics } from '../api/get-general-statistics';
import { formatCount, formatDollars, formatKm, formatPercent } from './format';

function SummaryCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl">
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

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
      <SummaryCard label="Total Bookings" value={formatCount(totalBookings)} icon={<IconCalendarEvent size={24} />} />
      <SummaryCard label="Total Revenue" value={formatDollars(totalRevenue)} icon={<IconCurrencyDollar size={24} />} />
      <SummaryCard label="Total Distance" value={formatKm(totalTravelDistance)} icon={<IconRoute size={24} />} />
      <SummaryCard label="Total Users" value={formatCount(totalUsers)} icon={<IconUsers size={24} />} />
      <SummaryCard label="Total Reviews" value={formatCount(totalReviews)} icon={<IconMessageStar size={24} />} />
      <SummaryCard label="Fleet utilization (30 days)" value={formatPercent(fleetUtilization)} icon={<IconGauge size={24} />} />
    </SimpleGrid>
  );
}
