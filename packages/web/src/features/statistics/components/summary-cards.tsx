import { Loader, SimpleGrid, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCurrencyDollar,
  IconGauge,
  IconMessageStar,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import { adminTexts, formatDistance, formatDollars } from '@wayfare/common';
import { StatCard } from '../../../components/stat-card';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useGeneralStatistics } from '../api/get-general-statistics';
import { formatCount, formatPercent } from './format';

const COLUMNS = { base: 1, xs: 2, md: 3 };

/**
 * The five totals (docs/product/admin-tools.md#statistics) plus the fleet's 30-day utilization, from GET
 * /statistics/general.
 */
export function SummaryCards() {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const statistics = useGeneralStatistics();
  if (statistics.isPending) {
    // Six cards of the same size as the real ones (a blank label, a small spinner for the figure): the charts below stay
    // where they are when the figures arrive, instead of jumping down most of a phone's screen.
    return (
      <SimpleGrid cols={COLUMNS} role="status" aria-live="polite" aria-label={t('statistics.totals.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <StatCard key={i} size="xl" label={'\u00a0'} value={<Loader size="xs" />} icon={null} />
        ))}
      </SimpleGrid>
    );
  }
  if (statistics.isError) return <Text c="dimmed">{t('statistics.totals.loadFailed')}</Text>;
  const { totalBookings, totalRevenue, totalTravelDistance, totalUsers, totalReviews, fleetUtilization } =
    statistics.data;
  return (
    <SimpleGrid cols={COLUMNS} aria-label={t('statistics.totals')}>
      <StatCard
        size="xl"
        label={t('statistics.totalBookings')}
        value={formatCount(totalBookings, locale)}
        icon={<IconCalendarEvent size={24} />}
      />
      <StatCard
        size="xl"
        label={t('statistics.totalRevenue')}
        value={formatDollars(totalRevenue)}
        icon={<IconCurrencyDollar size={24} />}
      />
      <StatCard
        size="xl"
        label={t('statistics.totalDistance')}
        value={formatDistance(totalTravelDistance, locale)}
        icon={<IconRoute size={24} />}
      />
      <StatCard
        size="xl"
        label={t('statistics.totalUsers')}
        value={formatCount(totalUsers, locale)}
        icon={<IconUsers size={24} />}
      />
      <StatCard
        size="xl"
        label={t('statistics.totalReviews')}
        value={formatCount(totalReviews, locale)}
        icon={<IconMessageStar size={24} />}
      />
      <StatCard
        size="xl"
        label={t('statistics.fleetUtilization')}
        value={formatPercent(fleetUtilization, locale)}
        icon={<IconGauge size={24} />}
      />
    </SimpleGrid>
  );
}
