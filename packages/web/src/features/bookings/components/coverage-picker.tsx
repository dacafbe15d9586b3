import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { bookingsTexts, formatMoney, type CoverageLevel } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { COVERAGE_OPTIONS } from './coverage-options';

interface CoveragePickerProps {
  value: CoverageLevel;
  onChange: (level: CoverageLevel) => void;
}

/** Damage coverage as three radio cards (docs/product/pricing.md#coverage); "No coverage" is the default. */
export function CoveragePicker({ value, onChange }: CoveragePickerProps) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <Radio.Group
      value={String(value)}
      onChange={(next) => onChange(Number(next) as CoverageLevel)}
      label={
        <Title order={2} fz="h3">
          {t('common.coverage')}
        </Title>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        {COVERAGE_OPTIONS.map((option) => {
          const title = t('coverage.option', { level: option.name });
          return (
            <Radio.Card key={option.level} value={String(option.level)} radius="md" p="md" aria-label={title}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Text fw={600}>{title}</Text>
                  <Text fw={500}>{formatMoney(option.price, locale)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('coverage.liability', { level: option.name })}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
