import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CityLookup } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/cities/lookupCity?cityName= (ADMIN) → where the city lies, or null. The create-city flow shows its own
 * "Error" dialog (docs/product/errors-and-messages.md#quiet-failures), hence no "Oops..." dialog here.
 */
export function lookupCity(cityName: string): Promise<CityLookup | null> {
  const query = new URLSearchParams({ cityName });
  return apiRequest(`/cities/lookupCity?${query}`, { schema: CityLookup.nullable(), errorDialog: false });
}

// A mutation rather than a query: it runs once per submitted dialog, on demand, and is never cached.
export const lookupCityMutationOptions = () =>
  mutationOptions({ mutationKey: ['cities', 'lookup'], mutationFn: lookupCity });

export function useLookupCity() {
  return useMutation(lookupCityMutationOptions());
}
