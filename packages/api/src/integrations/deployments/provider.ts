import type { ServiceType } from '@wayfare/common';

/**
 * A service's state as the provider reports it (the deployment status of docs/product/admin-tools.md#deployments,
 * without the public URL).
 */
export interface ServiceState {
  /** As Render spells it: "suspended" or "not_suspended". */
  suspended: string;
  /** ISO time of the last deploy (or of the service's last change when it has none). */
  updatedAt: string | null;
}

/**
 * The one deployments interface (docs/product/admin-tools.md#deployments). Render implements it; with no
 * configuration every call throws `DeploymentsNotConfiguredError`, which the routes answer with 503.
 */
export interface DeploymentsProvider {
  status(service: ServiceType): Promise<ServiceState>;
  resume(service: ServiceType): Promise<void>;
  suspend(service: ServiceType): Promise<void>;
  /** Triggers a new deploy of the service's current code. */
  deploy(service: ServiceType): Promise<void>;
}

/** The configuration this service type needs is missing; `missing` names the variables. */
export class DeploymentsNotConfiguredError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`Deployments are not configured: ${missing.join(', ')}`);
    this.name = 'DeploymentsNotConfiguredError';
  }
}

/** The provider answered with a failure or did not answer; `message` is its own words. */
export class DeploymentsUpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DeploymentsUpstreamError';
  }
}
