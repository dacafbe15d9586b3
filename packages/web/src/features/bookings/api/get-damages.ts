import { queryOptions, useQuery } from '@tanstack/react-query';
import { DamageType } from '@wayfare/common';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** GET /api/bookings/damages: the damage types an admin can report, with cost and icon. */
export function getDamageTypes(signal?: AbortSignal): Promise<DamageType[]> {
  return apiRequest('/bookings/damages', { schema: z.array(DamageType), signal });
}

export const damageTypesQueryOptions = () =>
  queryOptions({
    queryKey: bookingsKeys.damages(),
    queryFn: ({ signal }) => getDamageTypes(signal),
    staleTime: 5 * 60_000,
  });

export function useDamageTypes() {
  return useQuery(damageTypesQueryOptions());
}
