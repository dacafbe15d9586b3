import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label and icon: the statistics page's totals and the car info page's totals. */
export function StatCard({
  label,
  value,
  icon,
  size = 'lg',
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  size?: 'lg' | 'xl';
}) {
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
          <Text fw={700} fz={size}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
