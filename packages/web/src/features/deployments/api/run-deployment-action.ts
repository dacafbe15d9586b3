import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DeploymentStatus, type ServiceType } from '@wayfare/common';
import { apiRequest } from '../../../lib/api-client';
import { deploymentsKeys } from './deployments-keys';

/**
 * The three actions of a row and their paths under /api/deployments/render (docs/product/admin-tools.md#deployments).
 */
export const DEPLOYMENT_ACTIONS = { start: 'on', suspend: 'off', deploy: 'redeploy' } as const;
export type DeploymentAction = keyof typeof DEPLOYMENT_ACTIONS;

export interface DeploymentActionVariables {
  action: DeploymentAction;
  serviceType: ServiceType;
}

/** GET /api/deployments/render/{on|off|redeploy}?serviceType= (ADMIN): answers the service's new status. */
export function runDeploymentAction({ action, serviceType }: DeploymentActionVariables): Promise<DeploymentStatus> {
  return apiRequest(`/deployments/render/${DEPLOYMENT_ACTIONS[action]}?serviceType=${serviceType}`, {
    schema: DeploymentStatus,
  });
}

export const deploymentActionMutationOptions = () =>
  mutationOptions({ mutationKey: ['deployments', 'action'], mutationFn: runDeploymentAction });

/** Runs an action, then reloads the row's status whatever happened (docs/product/admin-tools.md#deployments). */
export function useDeploymentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deploymentActionMutationOptions(),
    onSuccess: (status, { serviceType }) => queryClient.setQueryData(deploymentsKeys.status(serviceType), status),
    onSettled: (_data, _error, { serviceType }) =>
      queryClient.invalidateQueries({ queryKey: deploymentsKeys.status(serviceType) }),
  });
}
