import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { componentsTexts } from '@wayfare/common';
import { useTexts } from '../../lib/i18n/use-texts';

export interface PagingProps {
  /** 0-based, like the API's pages (docs/product/README.md#paged-lists). */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** "Previous", "Page x / y", "Next" under every paged table (docs/product/screens-and-navigation.md#paging). */
export function Paging({ page, pageCount, onPageChange }: PagingProps) {
  const t = useTexts(componentsTexts);
  const last = Math.max(pageCount, 1) - 1;
  return (
    <Group component="nav" aria-label={t('paging.label')} justify="center" gap="md" mt="md">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        {t('paging.previous')}
      </Button>
      <Text aria-live="polite" fw={500}>
        {t('paging.position', { page: Math.min(page, last) + 1, count: last + 1 })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        {t('paging.next')}
      </Button>
    </Group>
  );
}
