import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRenderService {
  suspended: 'suspended' | 'not_suspended';
  updatedAt: string;
  deploys: Array<{ id: string; status: string; createdAt: string; finishedAt: string | null }>;
}

export interface FakeRenderRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface FakeRender {
  port: number;
  /** e.g. http://127.0.0.1:PORT/v1, what RENDER_API_URL should say. */
  apiUrl: string;
  services: Map<string, FakeRenderService>;
  requests: FakeRenderRequest[];
  /** Every later request answers `status` with Render's error body `{ id, message }` (null: answer normally again). */
  failWith(failure: { status: number; message: string } | null): void;
  close(): Promise<void>;
}

/**
 * Just the Render endpoints the provider calls, on 127.0.0.1 so tests never reach the internet
 * (docs/product/README.md#integrations): service details, the deploy list, suspend, resume and a new deploy. Requests
 * need `Authorization: Bearer <apiKey>`.
 */
export async function startFakeRender(options: {
  apiKey: string;
  services: Record<string, Partial<FakeRenderService>>;
}): Promise<FakeRender> {
  const services = new Map<string, FakeRenderService>(
    Object.entries(options.services).map(([id, s]) => [
      id,
      { suspended: 'not_suspended', updatedAt: '2026-11-01T09:00:00.000Z', deploys: [], ...s },
    ]),
  );
  const requests: FakeRenderRequest[] = [];
  let failure: { status: number; message: string } | null = null;
  let next = 1;

  const server = createServer((request, response) => {
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    request.resume();

    if (failure) return send(failure.status, { id: 'fake-error', message: failure.message });
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(401, { id: 'unauthorized', message: 'Unauthorized' });
    const match = /^\/v1\/services\/([^/]+)(?:\/(suspend|resume|deploys))?$/.exec(path);
    const id = decodeURIComponent(match?.[1] ?? '');
    const service = services.get(id);
    if (!match || !service) return send(404, { id: 'not-found', message: 'Not Found' });
    const action = match[2];
    const now = new Date().toISOString();

    if (request.method === 'GET' && !action)
      return send(200, {
        id,
        name: id,
        type: 'web_service',
        suspended: service.suspended,
        updatedAt: service.updatedAt,
      });
    if (request.method === 'GET' && action === 'deploys') {
      return send(
        200,
        service.deploys.map((deploy) => ({ deploy, cursor: deploy.id })),
      );
    }
    if (request.method === 'POST' && (action === 'suspend' || action === 'resume')) {
      service.suspended = action === 'suspend' ? 'suspended' : 'not_suspended';
      service.updatedAt = now;
      return send(202);
    }
    if (request.method === 'POST' && action === 'deploys') {
      const deploy = { id: `dep-${next++}`, status: 'live', createdAt: now, finishedAt: now };
      service.deploys.unshift(deploy);
      return send(201, deploy);
    }
    send(405, { id: 'method', message: 'Method Not Allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    apiUrl: `http://127.0.0.1:${port}/v1`,
    services,
    requests,
    failWith(f) {
      failure = f;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
