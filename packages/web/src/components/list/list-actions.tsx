import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useListLayout } from './list-layout';

/**
 * A row's actions: side by side in a table's cell, one full-width button under another on a card
 * (docs/product/screens-and-navigation.md#lists-on-a-phone).
 */
export function ListActions({ children }: { children: ReactNode }) {
  return useListLayout() === 'cards' ? (
    <Stack gap="xs">{children}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}
