import { Anchor, Checkbox, Fieldset, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { FEATURE_TYPES, searchTexts } from '@wayfare/common';
import { useFeatureTexts } from '../../../components/car/car-features';
import { useCarFeatures } from '../../../lib/api/car-features';
import { useTexts } from '../../../lib/i18n/use-texts';

export interface FeatureFiltersProps {
  selected: number[];
  onToggle: (featureId: number) => void;
  onClear: () => void;
}

/**
 * The checkboxes of the filters (docs/product/search-and-availability.md#results-page): one per feature, grouped by
 * feature type, in two columns on a narrow screen. Shared by the side panel and the phone's drawer.
 */
export function FeatureFilterGroups({ selected, onToggle }: Pick<FeatureFiltersProps, 'selected' | 'onToggle'>) {
  const t = useTexts(searchTexts);
  const { describe, typeName } = useFeatureTexts();
  const features = useCarFeatures();
  if (features.isPending) return <Skeleton h={160} aria-label={t('filters.loading')} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="md" verticalSpacing="md">
      {FEATURE_TYPES.map((type) => {
        const ofType = (features.data ?? []).filter((f) => f.featureType === type);
        if (ofType.length === 0) return null;
        return (
          <Fieldset key={type} legend={typeName(type)} variant="unstyled">
            <Stack gap={6} mt={4}>
              {ofType.map((feature) => (
                <Checkbox
                  key={feature.id}
                  label={describe(feature)}
                  checked={selected.includes(feature.id)}
                  onChange={() => onToggle(feature.id)}
                />
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}

/** "Clear all filters", disabled while none is ticked. */
export function ClearFilters({ selected, onClear }: Pick<FeatureFiltersProps, 'selected' | 'onClear'>) {
  const t = useTexts(searchTexts);
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClear} disabled={selected.length === 0}>
      {t('filters.clearAll')}
    </Anchor>
  );
}

/** The filter panel beside the cars from 768 px up; a phone opens the same checkboxes in a drawer (filters-drawer.tsx). */
export function FeatureFilters(props: FeatureFiltersProps) {
  const t = useTexts(searchTexts);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="filters-heading">
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconFilter size={18} aria-hidden />
          <Title order={2} fz="h4" id="filters-heading">
            {t('filters.title')}
          </Title>
        </Group>
        <ClearFilters {...props} />
      </Group>
      <FeatureFilterGroups {...props} />
    </Paper>
  );
}
