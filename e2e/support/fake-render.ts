import { createServer, type Server } from 'node:http';

/**
 * A stand-in for Render's REST API on 127.0.0.1 (tests never reach the internet). The app server gets its
 * address from playwright.config.ts at start; a spec starts the fake when it needs it (beforeAll) and stops it after.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const fakeRender = {
  port: e2ePort + 1,
  apiKey: 'test-render-key',
  backendServiceId: 'srv-e2e-backend',
  frontendServiceId: 'srv-e2e-frontend',
  backendUrl: 'https://wayfare-api.example.com',
  frontendUrl: 'https://wayfare.example.com',
} as const;

/** The app server's RENDER_* variables, pointing at the fake. */
export const fakeRenderEnv: Record<string, string> = {
  RENDER_API_URL: `http://127.0.0.1:${fakeRender.port}/v1`,
  RENDER_API_KEY: fakeRender.apiKey,
  RENDER_BACKEND_SERVICE_ID: fakeRender.backendServiceId,
  RENDER_FRONTEND_SERVICE_ID: fakeRender.frontendServiceId,
  RENDER_BACKEND_URL: fakeRender.backendUrl,
  RENDER_FRONTEND_URL: fakeRender.frontendUrl,
};

interface Service {
  suspended: 'suspended' | 'not_suspended';
  updatedAt: string;
}

export interface RunningFakeRender {
  services: Map<string, Service>;
  /** "METHOD /path" of every request, for assertions. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeRender(): Promise<RunningFakeRender> {
  const services = new Map<string, Service>([
    [fakeRender.backendServiceId, { suspended: 'not_suspended', updatedAt: '2026-11-20T10:04:30.000Z' }],
    [fakeRender.frontendServiceId, { suspended: 'not_suspended', updatedAt: '2026-11-19T08:00:00.000Z' }],
  ]);
  const requests: string[] = [];

  const server: Server = createServer((request, response) => {
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    request.resume();
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push(`${request.method} ${path}`);
    if (request.headers.authorization !== `Bearer ${fakeRender.apiKey}`)
      return send(401, { id: 'unauthorized', message: 'Unauthorized' });
    const match = /^\/v1\/services\/([^/]+)(?:\/(suspend|resume|deploys))?$/.exec(path);
    const service = services.get(decodeURIComponent(match?.[1] ?? ''));
    if (!match || !service) return send(404, { id: 'not-found', message: 'Not Found' });
    const action = match[2];

    if (request.method === 'GET' && !action)
      return send(200, { id: match[1], suspended: service.suspended, updatedAt: service.updatedAt });
    if (request.method === 'GET' && action === 'deploys') return send(200, []);
    if (request.method === 'POST' && (action === 'suspend' || action === 'resume')) {
      service.suspended = action === 'suspend' ? 'suspended' : 'not_suspended';
      return send(202);
    }
    if (request.method === 'POST' && action === 'deploys') {
      service.updatedAt = new Date().toISOString();
      return send(201, { id: 'dep-e2e', status: 'created', createdAt: service.updatedAt });
    }
    send(405, { id: 'method', message: 'Method Not Allowed' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(fakeRender.port, '127.0.0.1', resolve);
  });

  return {
    services,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
