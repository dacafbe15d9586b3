import { queryOptions, useQuery } from '@tanstack/react-query';
import { FleetCalendar } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

export const fleetKeys = {
  all: ['fleet'] as const,
  calendar: (from: string, to: string) => ['fleet', 'calendar', from, to] as const,
};

/** GET /api/fleet/calendar?from=&to= (ADMIN): the cars and their live bookings over the days, both included. */
export function getFleetCalendar(from: string, to: string, signal?: AbortSignal): Promise<FleetCalendar> {
  const query = new URLSearchParams({ from, to });
  return apiRequest(`/fleet/calendar?${query}`, { schema: FleetCalendar, signal });
}

export const fleetCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: fleetKeys.calendar(from, to),
    queryFn: ({ signal }) => getFleetCalendar(from, to, signal),
  });

/** One request per view; nothing is asked until the view's first day is known (`null`). */
export function useFleetCalendar(range: { from: string; to: string } | null) {
  return useQuery({ ...fleetCalendarQueryOptions(range?.from ?? '', range?.to ?? ''), enabled: range !== null });
}
