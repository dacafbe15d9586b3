import { Group, NativeSelect, Title } from '@mantine/core';
import { CAR_SORTS, type CarSort, searchTexts } from '@wayfare/common';
import type { Ref } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import { parseSort } from '../use-search-options';

interface ResultsHeaderProps {
  total: number;
  sort: CarSort;
  onSortChange: (sort: CarSort) => void;
  /** The heading a move to another page sends the focus to (and scrolls to), so reading starts at the first car. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Above the cars: how many can take the trip in all, and the order they come in
 * (docs/product/search-and-availability.md#sorting-and-pages). A native select: the phone's own picker, and the
 * keyboard's arrows change it.
 */
export function ResultsHeader({ total, sort, onSortChange, headingRef }: ResultsHeaderProps) {
  const t = useTexts(searchTexts);
  const sortOptions = CAR_SORTS.map((value) => ({ value, label: t(`results.sort.${value}`) }));
  return (
    // One row on a phone too, so the first car starts higher on the first screen; there the select takes the room the
    // count leaves, so that the chosen order reads whole (docs/product/screens-and-navigation.md#search-on-a-phone).
    <Group justify="space-between" align="end" gap="sm" mb="md" wrap="nowrap">
      <Title order={2} fz="h4" ref={headingRef} tabIndex={-1} id="results-count">
        {/* "1 car available", "12 cars available" (`total` is the X-Total-Count of the search). */}
        {t('results.carsAvailable', { count: total })}
      </Title>
      <NativeSelect
        label={t('results.sortBy')}
        data={sortOptions}
        value={sort}
        onChange={(event) => onSortChange(parseSort(event.currentTarget.value))}
        flex={{ base: 1, xs: 'none' }}
        w={{ base: 'auto', xs: 300 }}
        maw={300}
        miw={{ base: 220, xs: 0 }}
      />
    </Group>
  );
}
