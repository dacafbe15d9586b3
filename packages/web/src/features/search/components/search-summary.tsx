import { Text } from '@mantine/core';
import type { SearchParams } from '@wayfare/common';
import { useCities } from '../../../lib/api/cities';

/** One line that repeats what was searched for, with city names instead of ids. */
export function SearchSummary({ params }: { params: SearchParams }) {
  const cities = useCities().data ?? [];
  const nameOf = (id: string) => cities.find((c) => String(c.id) === id)?.name ?? `City #${id}`;
  return (
    <Text data-testid="search-summary">
      From <strong>{nameOf(params.fromCity)}</strong> on {params.fromDate} at {params.fromTime} to{' '}
      <strong>{nameOf(params.toCity)}</strong> on {params.toDate} at {params.toTime}
    </Text>
  );
}
