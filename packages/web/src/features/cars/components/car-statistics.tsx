import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCalendarEvent, IconCurrencyEuro, IconGauge, IconRoute, IconStar } from '@tabler/icons-react';
import { carsTexts, formatDecimal, formatDistance, formatMoney } from '@wayfare/common';
import { StatCard } from '../../../components/stat-card';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCarStatistics } from '../api/get-car-statistics';

/** The car's totals from GET /statistics/by-car (docs/product/admin-tools.md#car-statistics). */
export function CarStatistics({ carId }: { carId: number }) {
  const t = useTexts(carsTexts);
  const locale = useLocale();
  const statistics = useCarStatistics(carId);
  if (statistics.isPending) return <Skeleton h={80} aria-label={t('stats.loading')} />;
  if (statistics.isError) return <Text c="dimmed">{t('stats.failed')}</Text>;
  const { totalBookings, totalDistance, totalRevenue, averageRating, utilization } = statistics.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      <StatCard label={t('stats.totalBookings')} value={totalBookings} icon={<IconCalendarEvent size={24} />} />
      <StatCard
        label={t('stats.totalDistance')}
        value={formatDistance(totalDistance, locale)}
        icon={<IconRoute size={24} />}
      />
      <StatCard
        label={t('stats.totalRevenue')}
        value={formatMoney(totalRevenue, locale)}
        icon={<IconCurrencyEuro size={24} />}
      />
      <StatCard
        label={t('stats.averageRating')}
        value={
          averageRating === null
            ? t('stats.noRatings')
            : t('stats.rating', { rating: formatDecimal(averageRating, 1, locale) })
        }
        icon={<IconStar size={24} />}
      />
      <StatCard
        label={t('stats.utilization')}
        value={t('stats.percent', { percent: Math.round(utilization * 100) })}
        icon={<IconGauge size={24} />}
      />
    </SimpleGrid>
  );
}
