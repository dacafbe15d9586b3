import { Group, NativeSelect, Title } from '@mantine/core';
import { CAR_SORTS, type CarSort, searchResultTexts } from '@wayfare/common';
import type { Ref } from 'react';
import { parseSort } from '../use-search-options';

interface ResultsHeaderProps {
  total: number;
  sort: CarSort;
  onSortChange: (sort: CarSort) => void;
  /** The heading a move to another page sends the focus to (and scrolls to), so reading starts at the first car. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const SORT_OPTIONS = CAR_SORTS.map((value) => ({ value, label: searchResultTexts.sorts[value] }));

/**
 * Above the cars: how many can take the trip in all, and the order they come in
 * (docs/product/search-and-availability.md#sorting-and-pages). A native select: the phone's own picker, and the
 * keyboard's arrows change it.
 */
export function ResultsHeader({ total, sort, onSortChange, headingRef }: ResultsHeaderProps) {
  return (
    // One row on a phone too, so the first car starts higher on the first screen; there the select takes the room the
    // count leaves, so that the chosen order reads whole (docs/product/screens-and-navigation.md#search-on-a-phone).
    <Group justify="space-between" align="end" gap="sm" mb="md" wrap="nowrap">
      <Title order={2} fz="h4" ref={headingRef} tabIndex={-1} id="results-count">
        {searchResultTexts.carsAvailable(total)}
      </Title>
      <NativeSelect
        label={searchResultTexts.sortBy}
        data={SORT_OPTIONS}
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
