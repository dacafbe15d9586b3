import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AvailableCarsBody, Car } from '@wayfare/common';
import { z } from 'zod';
import { apiRequestWithHeaders } from '../../../lib/api-client';

export interface AvailableCars {
  /** The cars of the page asked for (all of them without `page`), each with its `fuelPrice` estimate. */
  cars: Car[];
  /** How many cars can take the trip in all (X-Total-Count). */
  total: number;
}

/**
 * POST /api/cars/availableCars → the cars free for the trip, sorted and paged as asked, and their total from the
 * `X-Total-Count` header (docs/product/search-and-availability.md#sorting-and-pages). An answer without the header
 * counts the cars it holds.
 */
export async function getAvailableCars(body: AvailableCarsBody, signal?: AbortSignal): Promise<AvailableCars> {
  const { data: cars, headers } = await apiRequestWithHeaders('/cars/availableCars', {
    method: 'POST',
    body,
    schema: z.array(Car),
    signal,
  });
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return { cars, total: Number.isInteger(total) && total >= 0 ? total : cars.length };
}

// Under "cars" so that saving or deleting a car (which invalidates ["cars"]) refreshes results too.
export const availableCarsQueryOptions = (body: AvailableCarsBody) =>
  queryOptions({
    queryKey: ['cars', 'available', body],
    queryFn: ({ signal }) => getAvailableCars(body, signal),
  });

/** The same trip and filters: the two bodies differ at most in their sort and page. */
function isSameSearch(a: AvailableCarsBody, b: AvailableCarsBody): boolean {
  const { sort: _s, page: _p, ...tripA } = a;
  const { sort: _t, page: _q, ...tripB } = b;
  return JSON.stringify(tripA) === JSON.stringify(tripB);
}

/**
 * Nothing is asked while the search is incomplete or invalid (`body` null). Another order or page of the same search
 * keeps the cars on screen until the new ones arrive (`isPlaceholderData`), so the sort select and the page buttons
 * stay where they are, with the keyboard's focus on them; a new trip or other filters start from the loading state.
 */
export function useAvailableCars(body: AvailableCarsBody | null) {
  const options = availableCarsQueryOptions(
    body ?? { fromCity: 0, toCity: 0, fromDateTime: '', toDateTime: '', selectedFeatures: null },
  );
  return useQuery({
    ...options,
    enabled: body !== null,
    placeholderData: (previous, previousQuery) => {
      const previousBody = previousQuery?.queryKey[2] as AvailableCarsBody | undefined;
      return previous && previousBody && body && isSameSearch(previousBody, body) ? previous : undefined;
    },
  });
}
