import { defaultTripDates } from '../../components/search-form/search-defaults';
import { paths } from '../../config/paths';
import { useCities } from '../../lib/api/cities';

/**
 * The admin's "Prepared Search" (docs/product/screens-and-navigation.md#prepared-search): a /search link with every
 * parameter filled — the first two cities, tomorrow to three days later, 10:00. Falls back to ids 1 and 2 (the seeded
 * cities) while the city list loads.
 */
export function usePreparedSearchHref(): string {
  const cities = [...(useCities().data ?? [])].sort((a, b) => a.id - b.id);
  return paths.search.href({
    fromCity: String(cities[0]?.id ?? 1),
    toCity: String(cities[1]?.id ?? 2),
    ...defaultTripDates(),
  });
}
