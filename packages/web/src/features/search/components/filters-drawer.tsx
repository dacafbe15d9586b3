import { Box, Button, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { type AvailableCarsBody, searchTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useAvailableCars } from '../api/get-available-cars';
import { FeatureFilterGroups, type FeatureFiltersProps } from './feature-filters';

interface FiltersDrawerProps extends FeatureFiltersProps {
  /** The search as the list asks it, filters included: the drawer's button counts the cars of the same question. */
  body: AvailableCarsBody & { sort: string; page: number };
}

/**
 * The filters on a phone (docs/product/screens-and-navigation.md#search-on-a-phone): a "Filters (n)" button that opens
 * the checkboxes in a drawer from the bottom. A tick changes the URL and the list at once, as in the side panel; the
 * drawer only decides where the checkboxes are drawn. Mantine's drawer traps the focus while open and gives it back
 * to the button when closed. Its content is rendered only while it is open.
 */
export function FiltersDrawer({ body, ...filters }: FiltersDrawerProps) {
  const t = useTexts(searchTexts);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        style={{ flexShrink: 0 }}
      >
        {/* "Filters" with none ticked, "Filters (2)" with two: the count says at a glance that the list is narrowed. */}
        {t('filters.button', { count: filters.selected.length })}
      </Button>
      <Drawer opened={opened} onClose={close} title={t('filters.title')} position="bottom" size="auto">
        {opened && <FiltersDrawerBody body={body} {...filters} onDone={close} />}
      </Drawer>
    </>
  );
}

function FiltersDrawerBody({ body, onDone, ...filters }: FiltersDrawerProps & { onDone: () => void }) {
  const t = useTexts(searchTexts);
  const cars = useAvailableCars(body);
  // How many cars the ticked filters leave, once the list has answered.
  const total = cars.isPlaceholderData ? undefined : cars.data?.total;
  return (
    <>
      <FeatureFilterGroups {...filters} />
      {/* Stays in sight under a long list of checkboxes: the way out of the drawer is always one tap away. */}
      <Box pos="sticky" bottom={0} bg="var(--mantine-color-body)" py="sm" mt="sm" style={{ zIndex: 1 }}>
        <Group justify="space-between" wrap="nowrap">
          {/* A button rather than the panel's link: on a phone it is a 44 px touch target like the other. */}
          <Button variant="subtle" onClick={filters.onClear} disabled={filters.selected.length === 0}>
            {t('filters.clearAll')}
          </Button>
          <Button onClick={onDone}>
            {total === undefined ? t('filters.done') : t('filters.showCars', { count: total })}
          </Button>
        </Group>
      </Box>
    </>
  );
}
