import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `filters=1,4` → [1, 4]: unique positive ids, sorted so equal selections give equal URLs and queries. */
export function parseFilters(value: string | null): number[] {
  const ids = (value ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
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
  const filters = parseFilters(query.get('filters'));
  const delivery = query.get('delivery');

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

  const toggleFilter = useCallback(
    (id: number) =>
      update((next) => {
        const current = parseFilters(next.get('filters'));
        const ids = current.includes(id) ? current.filter((f) => f !== id) : [...current, id].sort((a, b) => a - b);
        if (ids.length > 0) next.set('filters', ids.join(','));
        else next.delete('filters');
      }),
    [update],
  );
  const clearFilters = useCallback(() => update((next) => next.delete('filters')), [update]);
  const setDelivery = useCallback(
    (address: string | null) => update((next) => (address === null ? next.delete('delivery') : next.set('delivery', address))),
    [update],
  );

  return { filters, delivery, toggleFilter, clearFilters, setDelivery };
}
