import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeploymentStatus, type ServiceType } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { deploymentsKeys } from './deployments-keys';

/**
 * GET /api/deployments/render/status?serviceType= (ADMIN). No "Oops..." dialog: the page shows a failed status in
 * an Alert of its own (an unconfigured system fails both rows with the same 503; two stacked dialogs would say less).
 */
export function getDeploymentStatus(serviceType: ServiceType, signal?: AbortSignal): Promise<DeploymentStatus> {
  return apiRequest(`/deployments/render/status?serviceType=${serviceType}`, {
    schema: DeploymentStatus,
    signal,
    errorDialog: false,
  });
}

export const deploymentStatusQueryOptions = (serviceType: ServiceType) =>
  queryOptions({
    queryKey: deploymentsKeys.status(serviceType),
    queryFn: ({ signal }) => getDeploymentStatus(serviceType, signal),
    // The state changes on Render's side too: never trust a cached one.
    staleTime: 0,
  });

export function useDeploymentStatus(serviceType: ServiceType) {
  return useQuery(deploymentStatusQueryOptions(serviceType));
}
