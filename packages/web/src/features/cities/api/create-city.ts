import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { City, type CreateCityBody } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { citiesQueryOptions } from '../../../lib/api/cities';

/** POST /api/cities (ADMIN) → the created city. Failures are shown by the flow's own "Error" dialog. */
export function createCity(body: CreateCityBody): Promise<City> {
  return apiRequest('/cities', { method: 'POST', body, schema: City, errorDialog: false });
}

export const createCityMutationOptions = () =>
  mutationOptions({ mutationKey: ['cities', 'create'], mutationFn: createCity });

export function useCreateCity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCityMutationOptions(),
    // The search forms pick cities from this list: the new one must appear there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: citiesQueryOptions().queryKey }),
  });
}
