import { queryOptions, useQuery } from '@tanstack/react-query';
import { RouteInfo } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/cities/route?fromCity=&toCity= → distance (km), time (h) and a map of the route. */
export function getRoute(fromCity: number, toCity: number, signal?: AbortSignal): Promise<RouteInfo> {
  return apiRequest(`/cities/route?fromCity=${fromCity}&toCity=${toCity}`, { schema: RouteInfo, signal });
}

export const routeQueryOptions = (fromCity: number, toCity: number) =>
  queryOptions({
    queryKey: ['cities', 'route', fromCity, toCity],
    queryFn: ({ signal }) => getRoute(fromCity, toCity, signal),
    // Cities do not move: a route, once drawn, stays right for the whole visit.
    staleTime: Infinity,
  });

export function useRoute(trip: { fromCity: number; toCity: number } | null) {
  return useQuery({ ...routeQueryOptions(trip?.fromCity ?? 0, trip?.toCity ?? 0), enabled: trip !== null });
}
