import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The current page of a paged list, kept in the URL as `?page=` (0-based, absent for page 0) so a
 * page can be reloaded and shared, and Back returns to the page before. Two lists on one page (the
 * profile's tabs) each pass their own `key`.
 */
export function usePageParam(
  key = 'page',
): [page: number, setPage: (page: number, options?: { replace?: boolean }) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = Number(query.get(key) ?? '0');
  const page = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setQuery(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next > 0) updated.set(key, String(next));
          else updated.delete(key);
          return updated;
        },
        { replace: options?.replace },
      ),
    [key, setQuery],
  );
  return [page, setPage];
}

/** How many pages `count` items fill. */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.ceil(count / pageSize);
}
