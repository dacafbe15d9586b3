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
    <Group justify="space-between" align="end" gap="sm" mb="md">
      <Title order={2} fz="h4" ref={headingRef} tabIndex={-1} id="results-count">
        {searchResultTexts.carsAvailable(total)}
      </Title>
      <NativeSelect
        label={searchResultTexts.sortBy}
        data={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSortChange(parseSort(event.currentTarget.value))}
        w={{ base: '100%', xs: 300 }}
      />
    </Group>
  );
}
