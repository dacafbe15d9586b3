import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '@wayfare/common';
import { apiRequest } from '../api-client';

/** GET /api/config: the deployment's public settings (Google client id, payment mode, time zone); fixed while the app runs. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/config', { schema: PublicConfig, signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
