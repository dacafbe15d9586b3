import { PAGE_SIZE } from '@wayfare/common';
import { useEffect } from 'react';
import { pageCountOf, usePageParam } from './use-page-param';

/**
 * The page of a paged list (kept in the URL by `usePageParam` under `key`) and how many pages `count` items fill.
 * A page past the end (an old link, or the last item of the last page deleted) is replaced by the last page once the
 * count is known; while it is loading (`undefined`) or when the list is empty, the page is left as it is.
 */
export function usePagedList(count: number | undefined, key?: string, pageSize = PAGE_SIZE) {
  const [page, setPage] = usePageParam(key);
  const pageCount = pageCountOf(count ?? 0, pageSize);

  useEffect(() => {
    if (count !== undefined && pageCount > 0 && page >= pageCount) setPage(pageCount - 1, { replace: true });
  }, [count, page, pageCount, setPage]);

  return { page, setPage, pageCount };
}
