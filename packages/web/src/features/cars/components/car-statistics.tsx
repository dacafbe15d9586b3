import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCalendarEvent, IconCurrencyEuro, IconGauge, IconRoute, IconStar } from '@tabler/icons-react';
import { formatDistance, formatMoney } from '@wayfare/common';
import { StatCard } from '../../../components/stat-card';
import { useCarStatistics } from '../api/get-car-statistics';

/** The car's totals from GET /statistics/by-car (docs/product/admin-tools.md#car-statistics). */
export function CarStatistics({ carId }: { carId: number }) {
  const statistics = useCarStatistics(carId);
  if (statistics.isPending) return <Skeleton h={80} aria-label="Loading statistics" />;
  if (statistics.isError) return <Text c="dimmed">The statistics could not be loaded.</Text>;
  const { totalBookings, totalDistance, totalRevenue, averageRating, utilization } = statistics.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      <StatCard label="Total bookings" value={totalBookings} icon={<IconCalendarEvent size={24} />} />
      <StatCard label="Total distance" value={formatDistance(totalDistance)} icon={<IconRoute size={24} />} />
      <StatCard label="Total revenue" value={formatMoney(totalRevenue)} icon={<IconCurrencyEuro size={24} />} />
      <StatCard
        label="Average rating"
        value={averageRating === null ? 'No ratings yet' : `${averageRating.toFixed(1)} / 5`}
        icon={<IconStar size={24} />}
      />
      <StatCard
        label="Utilization (30 days)"
        value={`${Math.round(utilization * 100)} %`}
        icon={<IconGauge size={24} />}
      />
    </SimpleGrid>
  );
}
