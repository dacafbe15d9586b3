import type { SearchParams } from '@wayfare/common';
import { paths } from '../../config/paths';

/**
 * The /search link of another trip, carrying the current page's filters, car delivery and order as a new search from
 * the form does (docs/product/search-and-availability.md#sorting-and-pages), and starting at the first page (no
 * `page`).
 */
export function searchHrefKeepingOptions(query: URLSearchParams, trip: SearchParams): string {
  const href = paths.search.href({ ...trip, filters: query.get('filters') ?? undefined });
  const kept = new URLSearchParams();
  for (const key of ['delivery', 'sort'] as const) {
    const value = query.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.size === 0 ? href : `${href}&${kept}`;
}
