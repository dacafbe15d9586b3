import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type CoverageLevel } from '@wayfare/common';
import { COVERAGE_OPTIONS } from './coverage-options';

interface CoveragePickerProps {
  value: CoverageLevel;
  onChange: (level: CoverageLevel) => void;
}

/** Damage coverage as three radio cards (docs/product/pricing.md#coverage); "No coverage" is the default. */
export function CoveragePicker({ value, onChange }: CoveragePickerProps) {
  return (
    <Radio.Group
      value={String(value)}
      onChange={(next) => onChange(Number(next) as CoverageLevel)}
      label={
        <Title order={2} fz="h3">
          Coverage
        </Title>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        {COVERAGE_OPTIONS.map((option) => (
          <Radio.Card key={option.level} value={String(option.level)} radius="md" p="md" aria-label={option.title}>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={4}>
                <Text fw={600}>{option.title}</Text>
                <Text fw={500}>{formatMoney(option.price)}</Text>
                <Text size="sm" c="dimmed">
                  {option.description}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
