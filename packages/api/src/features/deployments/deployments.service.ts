import { deploymentMessages, isServiceOnline, type DeploymentStatus, type ServiceType } from '@wayfare/common';
import type { Config } from '../../config';
import {
  DeploymentsNotConfiguredError,
  DeploymentsUpstreamError,
  type DeploymentsProvider,
} from '../../integrations/deployments';
import { AppError } from '../../lib/app-error';

export type DeploymentsService = ReturnType<typeof createDeploymentsService>;

/** Provider failures as the API answers them: 503 names the missing variables, 502 repeats Render's words. */
async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DeploymentsNotConfiguredError)
      throw new AppError('UNAVAILABLE', deploymentMessages.notConfigured(error.missing));
    if (error instanceof DeploymentsUpstreamError)
      throw new AppError('BAD_GATEWAY', deploymentMessages.upstream(error.message));
    throw error;
  }
}

export interface DeploymentsServiceDeps {
  provider: DeploymentsProvider;
  /** The two services' public URLs, shown with their status. */
  render: Config['render'];
}

/**
 * Start, suspend and redeploy the two Render services (docs/product/admin-tools.md#deployments); every answer is the
 * fresh status.
 */
export function createDeploymentsService({ provider, render }: DeploymentsServiceDeps) {
  const status = (service: ServiceType): Promise<DeploymentStatus> =>
    translated(async () => ({ ...(await provider.status(service)), url: render.services[service].url ?? null }));

  return {
    status,

    /** Resume; a running service is a conflict ("… service is already running"). */
    async start(service: ServiceType): Promise<DeploymentStatus> {
      const before = await status(service);
      if (isServiceOnline(before.suspended)) throw new AppError('CONFLICT', deploymentMessages.alreadyRunning(service));
      await translated(() => provider.resume(service));
      return status(service);
    },

    /** Suspend; a suspended service is a conflict ("… service is already suspended"). */
    async suspend(service: ServiceType): Promise<DeploymentStatus> {
      const before = await status(service);
      if (!isServiceOnline(before.suspended))
        throw new AppError('CONFLICT', deploymentMessages.alreadySuspended(service));
      await translated(() => provider.suspend(service));
      return status(service);
    },

    async redeploy(service: ServiceType): Promise<DeploymentStatus> {
      await translated(() => provider.deploy(service));
      return status(service);
    },
  };
}
