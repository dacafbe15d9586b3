import type { ServiceType } from '@wayfare/common';
import type { Config } from '../../config';
import {
  DeploymentsNotConfiguredError,
  DeploymentsUpstreamError,
  type DeploymentsProvider,
  type ServiceState,
} from './provider';

export const RENDER_TIMEOUT_MS = 10_000;

type RenderConfig = Config['render'];

/** The variables a service type still needs, in the README's order (empty when it is configured). */
export function missingRenderVariables(config: RenderConfig, service: ServiceType): string[] {
  const missing: string[] = [];
  if (!config.apiKey) missing.push('RENDER_API_KEY');
  if (!config.services[service].serviceId) missing.push(`RENDER_${service.toUpperCase()}_SERVICE_ID`);
  return missing;
}

interface RenderService {
  suspended?: string;
  updatedAt?: string;
}
interface RenderDeploy {
  createdAt?: string;
  finishedAt?: string | null;
}

/** Render's error body is `{ id, message }`; anything else is shown as it came, or as the status line. */
function upstreamMessage(status: number, statusText: string, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: fall through
  }
  return text.trim().slice(0, 200) || `${status} ${statusText}`.trim();
}

/**
 * Render's REST API (https://api-docs.render.com): GET /services/{id}, GET /services/{id}/deploys,
 * POST /services/{id}/suspend | /resume | /deploys, with the API key as a bearer token.
 */
export function createRenderProvider(config: RenderConfig, timeoutMs = RENDER_TIMEOUT_MS): DeploymentsProvider {
  const serviceIdOf = (service: ServiceType): string => {
    const missing = missingRenderVariables(config, service);
    if (missing.length > 0) throw new DeploymentsNotConfiguredError(missing);
    return config.services[service].serviceId!;
  };

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${config.apiKey}`,
          ...(body && { 'Content-Type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new DeploymentsUpstreamError(
        timedOut ? `no answer within ${timeoutMs / 1000} s` : 'could not be reached',
        null,
      );
    }
    const text = await response.text();
    if (!response.ok)
      throw new DeploymentsUpstreamError(upstreamMessage(response.status, response.statusText, text), response.status);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new DeploymentsUpstreamError('answered with something that is not JSON', response.status);
    }
  }

  const servicePath = (service: ServiceType) => `/services/${encodeURIComponent(serviceIdOf(service))}`;

  return {
    async status(service) {
      const path = servicePath(service);
      const [details, deploys] = await Promise.all([
        call<RenderService>('GET', path),
        call<Array<{ deploy?: RenderDeploy }>>('GET', `${path}/deploys?limit=1`),
      ]);
      if (typeof details?.suspended !== 'string')
        throw new DeploymentsUpstreamError('the service has no suspended state', null);
      const latest = Array.isArray(deploys) ? deploys[0]?.deploy : undefined;
      const state: ServiceState = {
        suspended: details.suspended,
        updatedAt: latest?.finishedAt ?? latest?.createdAt ?? details.updatedAt ?? null,
      };
      return state;
    },
    async resume(service) {
      await call('POST', `${servicePath(service)}/resume`);
    },
    async suspend(service) {
      await call('POST', `${servicePath(service)}/suspend`);
    },
    async deploy(service) {
      await call('POST', `${servicePath(service)}/deploys`, { clearCache: 'do_not_clear' });
    },
  };
}
