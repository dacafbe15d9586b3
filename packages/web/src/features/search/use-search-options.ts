import { CAR_SORTS, type CarSort } from '@wayfare/common';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlBackedState } from './use-url-backed-state';

/** The order /search shows when its URL names none (docs/product/search-and-availability.md#sorting-and-pages). */
export const DEFAULT_SORT: CarSort = 'price';

/** `sort=consumption` → 'consumption'; absent or unknown → the default, price. */
export function parseSort(value: string | null): CarSort {
  return CAR_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** `page=2` → 2 (0-based, like the other paged lists' URLs); absent or not a whole positive number → 0. */
export function parsePage(value: string | null): number {
  const page = Number(value ?? '0');
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

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
 * is shared and reloaded exactly as seen: the feature filters, car delivery, the order and the page. `delivery` is the
 * address (possibly still empty) when delivery is ticked, null when not. `sort` is absent for the default (price) and
 * `page` for the first page (0-based, as on the other paged lists). Changes replace the history entry — ticking boxes
 * should not fill the Back button — except a move to another page, which Back undoes as on the other lists. Another
 * order or other filters start again from the first page, in the same URL change.
 */
export function useSearchOptions() {
  const [query, setQuery] = useSearchParams();
  const [filtersParam, setFiltersParam] = useUrlBackedState(query.get('filters') ?? '');
  const [sortParam, setSortParam] = useUrlBackedState(query.get('sort'));
  const [pageParam, setPageParam] = useUrlBackedState(query.get('page'));
  const filters = parseFilters(filtersParam);
  const sort = parseSort(sortParam);
  const page = parsePage(pageParam);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      ),
    [setQuery],
  );

  /** Back to the first page, here and in the URL change `change` makes. */
  const firstPage = (change: (next: URLSearchParams) => void) => {
    setPageParam(null);
    update((next) => {
      change(next);
      next.delete('page');
    });
  };

  const setFilters = (ids: number[]) => {
    const param = ids.join(',');
    setFiltersParam(param);
    firstPage((next) => (param ? next.set('filters', param) : next.delete('filters')));
  };
  const setSort = (next: CarSort) => {
    const param = next === DEFAULT_SORT ? null : next;
    setSortParam(param);
    firstPage((url) => (param ? url.set('sort', param) : url.delete('sort')));
  };
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      const param = next > 0 ? String(next) : null;
      setPageParam(param);
      update((url) => (param ? url.set('page', param) : url.delete('page')), options.replace ?? false);
    },
    [setPageParam, update],
  );
  const toggleFilter = (id: number) =>
    setFilters(filters.includes(id) ? filters.filter((f) => f !== id) : [...filters, id].sort((a, b) => a - b));
  const clearFilters = () => setFilters([]);
  const setDelivery = useCallback(
    (address: string | null) =>
      update((next) => (address === null ? next.delete('delivery') : next.set('delivery', address))),
    [update],
  );

  return {
    filters,
    delivery: query.get('delivery'),
    sort,
    page,
    toggleFilter,
    clearFilters,
    setDelivery,
    setSort,
    setPage,
  };
}
