import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlBackedState } from './use-url-backed-state';

/** `filters=1,4` → [1, 4]: unique positive ids, sorted so equal selections give equal URLs and queries. */
export function parseFilters(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The result options that live in the /search URL next to the six search parameters, so a search
 * is shared and reloaded exactly as seen: the feature filters and car delivery. `delivery` is the
 * address (possibly still empty) when delivery is ticked, null when not. Changes replace the
 * history entry: ticking boxes should not fill the Back button.
 */
export function useSearchOptions() {
  const [query, setQuery] = useSearchParams();
  const [filtersParam, setFiltersParam] = useUrlBackedState(query.get('filters') ?? '');
  const filters = parseFilters(filtersParam);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );

  const setFilters = (ids: number[]) => {
    const param = ids.join(',');
    setFiltersParam(param);
    update((next) => (param ? next.set('filters', param) : next.delete('filters')));
  };
  const toggleFilter = (id: number) =>
    setFilters(filters.includes(id) ? filters.filter((f) => f !== id) : [...filters, id].sort((a, b) => a - b));
  const clearFilters = () => setFilters([]);
  const setDelivery = useCallback(
    (address: string | null) =>
      update((next) => (address === null ? next.delete('delivery') : next.set('delivery', address))),
    [update],
  );

  return { filters, delivery: query.get('delivery'), toggleFilter, clearFilters, setDelivery };
}
