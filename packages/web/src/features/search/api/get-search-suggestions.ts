import { queryOptions, useQuery } from '@tanstack/react-query';
import { SearchSuggestions, type SearchSuggestionsBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/cars/availableCars/suggestions → other dates and nearby pick-up cities that have cars for an empty search
 * (docs/product/search-and-availability.md#suggestions). An extra under the empty text: a failure shows no dialog,
 * only no suggestions.
 */
export function getSearchSuggestions(body: SearchSuggestionsBody, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiRequest('/cars/availableCars/suggestions', {
    method: 'POST',
    body,
    schema: SearchSuggestions,
    signal,
    errorDialog: false,
  });
}

// Under "cars" like the search itself, so that saving or deleting a car (which invalidates ["cars"]) refreshes them.
export const searchSuggestionsQueryOptions = (body: SearchSuggestionsBody) =>
  queryOptions({
    queryKey: ['cars', 'available', 'suggestions', body],
    queryFn: ({ signal }) => getSearchSuggestions(body, signal),
    // Rate-limited per address: one try, no retries in a loop.
    retry: false,
  });

/** Asked only while `body` is set: the page sets it once a search has come back empty. */
export function useSearchSuggestions(body: SearchSuggestionsBody | null) {
  return useQuery({
    ...searchSuggestionsQueryOptions(
      body ?? { fromCity: 0, toCity: 0, fromDateTime: '', toDateTime: '', selectedFeatures: null },
    ),
    enabled: body !== null,
  });
}
