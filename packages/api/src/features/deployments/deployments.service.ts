import { adminTexts, isServiceOnline, text, type DeploymentStatus, type ServiceType } from '@wayfare/common';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from '../../domain/audit';
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
      throw new AppError(
        'UNAVAILABLE',
        text(adminTexts, 'deployments.notConfigured', { missing: error.missing.join(', ') }),
      );
    // Render's words stay as Render wrote them; only our lead is in the request's language.
    if (error instanceof DeploymentsUpstreamError)
      throw new AppError('BAD_GATEWAY', text(adminTexts, 'deployments.upstream', { message: error.message }));
    throw error;
  }
}

export interface DeploymentsServiceDeps {
  /** Where the audit log is kept. */
  db: Db;
  provider: DeploymentsProvider;
  /** The two services' public URLs, shown with their status. */
  render: Config['render'];
}

/**
 * Start, suspend and redeploy the two Render services (docs/product/admin-tools.md#deployments); every answer is the
 * fresh status. Each action Render took is recorded in the audit log by `actorId` (docs/product/admin-tools.md#audit-log):
 * Render is no transaction of ours, so the entry is written once Render has answered, and a refused or failed call
 * leaves none.
 */
export function createDeploymentsService({ db, provider, render }: DeploymentsServiceDeps) {
  const status = (service: ServiceType): Promise<DeploymentStatus> =>
    translated(async () => ({ ...(await provider.status(service)), url: render.services[service].url ?? null }));

  const record = (actorId: number, action: string, service: ServiceType, sides: Pick<AuditEntry, 'before' | 'after'>) =>
    recordAudit(db, { ...sides, actorId, action, entity: 'deployment', entityId: service });

  return {
    status,

    /** Resume; a running service is a conflict ("… service is already running"). */
    async start(service: ServiceType, actorId: number): Promise<DeploymentStatus> {
      const before = await status(service);
      if (isServiceOnline(before.suspended))
        throw new AppError('CONFLICT', text(adminTexts, 'deployments.alreadyRunning', { service }));
      await translated(() => provider.resume(service));
      const after = await status(service);
      await record(actorId, 'start', service, {
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
      return after;
    },

    /** Suspend; a suspended service is a conflict ("… service is already suspended"). */
    async suspend(service: ServiceType, actorId: number): Promise<DeploymentStatus> {
      const before = await status(service);
      if (!isServiceOnline(before.suspended))
        throw new AppError('CONFLICT', text(adminTexts, 'deployments.alreadySuspended', { service }));
      await translated(() => provider.suspend(service));
      const after = await status(service);
      await record(actorId, 'suspend', service, {
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
      return after;
    },

    async redeploy(service: ServiceType, actorId: number): Promise<DeploymentStatus> {
      await translated(() => provider.deploy(service));
      const after = await status(service);
      await record(actorId, 'redeploy', service, { after: { updatedAt: after.updatedAt } });
      return after;
    },
  };
}
