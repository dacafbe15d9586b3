import '@mantine/core/styles/ColorSwatch.css';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { PieChart } from '@mantine/charts';
import { adminTexts, type KeyValue } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { type SeriesName, useStatisticsSeries } from '../api/get-statistics-series';
import { ChartCard } from './chart-card';
import { paletteColor } from './chart-palette';
import { formatCount } from './format';

/** More slices than this are unreadable (the API already sends its top 10): the rest become one "Other" slice. */
const MAX_SLICES = 10;
/**
 * A pie is at most 300 px high (docs/product/admin-tools.md#statistics); 240 also fits a 375 px phone with the card's
 * padding.
 */
const PIE_SIZE = 240;

/** The slices of a series, most first, the tail folded into one named `other`. */
export function toSlices(series: KeyValue[], other: string) {
  const sorted = [...series].filter((item) => item.value > 0).sort((a, b) => b.value - a.value);
  const shown = sorted.length > MAX_SLICES ? sorted.slice(0, MAX_SLICES - 1) : sorted;
  const rest = sorted.slice(shown.length).reduce((sum, item) => sum + item.value, 0);
  const slices = rest > 0 ? [...shown, { key: other, value: rest }] : shown;
  return slices.map((item, i) => ({ name: item.key, value: item.value, color: paletteColor(i) }));
}

/** A pie of one key/value series with a legend in plain text (names and counts), so it is readable without colour. */
export function PopularPieChart({ title, series }: { title: string; series: Extract<SeriesName, 'cars' | 'trips'> }) {
  const t = useTexts(adminTexts);
  const locale = useLocale();
  const query = useStatisticsSeries(series);
  const slices = toSlices(query.data ?? [], t('statistics.pie.other'));
  return (
    <ChartCard title={title} isPending={query.isPending} isError={query.isError} isEmpty={slices.length === 0}>
      <Group justify="center" align="center" gap="lg" wrap="wrap">
        <Box role="img" aria-label={t('statistics.pie.label', { title })} mah={300}>
          <PieChart data={slices} size={PIE_SIZE} withTooltip tooltipDataSource="segment" strokeWidth={1} />
        </Box>
        <Stack
          component="ul"
          aria-label={t('statistics.pie.legend', { title })}
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none', minWidth: 0 }}
        >
          {slices.map((slice) => (
            <Group component="li" key={slice.name} gap="xs" wrap="nowrap">
              <ColorSwatch color={slice.color} size={14} withShadow={false} aria-hidden />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {slice.name}: {formatCount(slice.value, locale)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  );
}
