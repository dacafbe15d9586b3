import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type SearchParams, searchTexts } from '@wayfare/common';
import type { Ref } from 'react';
import { useCities } from '../../../lib/api/cities';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { tripSummary } from '../trip-summary';

interface TripSummaryBarProps {
  search: SearchParams;
  /** The id of the folded form, which Edit unfolds. */
  formId: string;
  onEdit: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

/**
 * The folded search form on a phone (docs/product/screens-and-navigation.md#search-on-a-phone): the trip in one line
 * and "Edit", which unfolds the form. Drawn for every screen and hidden from 768 px up by CSS, where the form itself is
 * always open: the server renders the page without knowing the screen.
 */
export function TripSummaryBar({ search, formId, onEdit, editRef }: TripSummaryBarProps) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const cities = useCities().data ?? [];
  const nameOf = (id: string) => cities.find((c) => String(c.id) === id)?.name ?? t('summary.unknownCity', { id });
  return (
    <Paper withBorder radius="md" px="md" py="xs" hiddenFrom="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text id="trip-summary" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {tripSummary(search, nameOf, locale)}
        </Text>
        <Button
          ref={editRef}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-expanded={false}
          aria-controls={formId}
          aria-describedby="trip-summary"
          style={{ flexShrink: 0 }}
        >
          {t('summary.edit')}
        </Button>
      </Group>
    </Paper>
  );
}
