import type { Config } from '../../config';
import type { DeploymentsProvider } from './provider';
import { createRenderProvider } from './render-provider';

export type { DeploymentsProvider, ServiceState } from './provider';
export { DeploymentsNotConfiguredError, DeploymentsUpstreamError } from './provider';
export { missingRenderVariables, RENDER_TIMEOUT_MS } from './render-provider';

/**
 * Render (docs/product/admin-tools.md#deployments). Unconfigured is the embedded default: the same provider then
 * refuses every call with `DeploymentsNotConfiguredError` naming the missing variables, so the page can say what to
 * set.
 */
export function createDeploymentsProvider(config: Config, timeoutMs?: number): DeploymentsProvider {
  return createRenderProvider(config.render, timeoutMs);
}
