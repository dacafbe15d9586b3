import { z } from 'zod';

export const SERVICE_TYPES = ['backend', 'frontend'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The deployments page's messages and the API's other answers (docs/product/admin-tools.md#deployments). */
export const deploymentMessages = {
  alreadyRunning: (service: ServiceType) =>
    `${service === 'backend' ? 'Backend' : 'Frontend'} service is already running`,
  alreadySuspended: (service: ServiceType) =>
    `${service === 'backend' ? 'Backend' : 'Frontend'} service is already suspended`,
  serviceType: 'serviceType must be backend or frontend',
  /** 503 naming the variables that are missing (docs/product/admin-tools.md#deployments). */
  notConfigured: (missing: readonly string[]) => `Deployments are not configured: set ${missing.join(', ')}`,
  upstream: (message: string) => `Render answered: ${message}`,
} as const;

export const ServiceTypeQuery = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: deploymentMessages.serviceType }),
});
export type ServiceTypeQuery = z.infer<typeof ServiceTypeQuery>;

/**
 * `GET /api/deployments/render/status` (docs/product/admin-tools.md#deployments): `suspended` as Render spells it
 * ("suspended" / "not_suspended"), `updatedAt` the last deploy time (ISO), `url` the service's public address for
 * "Open".
 */
export const DeploymentStatus = z.object({
  suspended: z.string(),
  updatedAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type DeploymentStatus = z.infer<typeof DeploymentStatus>;

/** The page's colour check (docs/product/admin-tools.md#deployments): green for "not_suspended" or "RUNNING". */
export const isServiceOnline = (suspended: string) => suspended === 'not_suspended' || suspended === 'RUNNING';
