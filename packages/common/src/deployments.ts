import { z } from 'zod';
import en from '../texts/en/admin.json' with { type: 'json' };

export const SERVICE_TYPES = ['backend', 'frontend'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * The deployments API's sentence without values (docs/product/admin-tools.md#deployments). Those with values (a
 * service already running or suspended, the missing `RENDER_*` variables, Render's own words) are the `admin`
 * namespace's `deployments.*` keys, written with their values in the request's or the page's language.
 */
export const deploymentMessages = {
  serviceType: en['deployments.serviceType'],
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
