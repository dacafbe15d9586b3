import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deploymentMessages, type DeploymentStatus } from '@wayfare/common';
import { createDeploymentsProvider, DeploymentsUpstreamError } from '../../integrations/deployments';
import { startFakeRender, type FakeRender } from '../../test/fake-render';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

const KEY = 'rnd_test_key';
const BACKEND = 'srv-backend';
const FRONTEND = 'srv-frontend';

let render: FakeRender;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  render = await startFakeRender({ apiKey: KEY, services: { [BACKEND]: {}, [FRONTEND]: {} } });
  t = await createTestApp({
    RENDER_API_KEY: KEY,
    RENDER_API_URL: render.apiUrl,
    RENDER_BACKEND_SERVICE_ID: BACKEND,
    RENDER_FRONTEND_SERVICE_ID: FRONTEND,
    RENDER_BACKEND_URL: 'https://wayfare-api.onrender.com',
  });
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await render.close();
});
beforeEach(() => {
  render.failWith(null);
  render.requests.length = 0;
  for (const service of render.services.values()) {
    service.suspended = 'not_suspended';
    service.updatedAt = '2026-11-01T09:00:00.000Z';
    service.deploys = [];
  }
});

const get = (path: string, headers: Record<string, string> = admin.headers, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/deployments/render/${path}`, headers });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: Array<{ error: string }> }).errors[0]?.error;

describe('GET /api/deployments/render/status', () => {
  it("maps Render's service to {suspended, updatedAt, url}, asking with the bearer key", async () => {
    render.services.get(FRONTEND)!.suspended = 'suspended';
    render.services.get(BACKEND)!.deploys = [
      { id: 'dep-2', status: 'live', createdAt: '2026-11-20T10:00:00.000Z', finishedAt: '2026-11-20T10:04:30.000Z' },
      {
        id: 'dep-1',
        status: 'deactivated',
        createdAt: '2026-11-10T10:00:00.000Z',
        finishedAt: '2026-11-10T10:03:00.000Z',
      },
    ];

    const backend = await get('status?serviceType=backend');
    expect(backend.statusCode).toBe(200);
    // The last deploy's finish time, not the service's own updatedAt.
    expect(backend.json<DeploymentStatus>()).toEqual({
      suspended: 'not_suspended',
      updatedAt: '2026-11-20T10:04:30.000Z',
      url: 'https://wayfare-api.onrender.com',
    });
    const frontend = await get('status?serviceType=frontend');
    // No deploys: the service's updatedAt; no RENDER_FRONTEND_URL: no url.
    expect(frontend.json<DeploymentStatus>()).toEqual({
      suspended: 'suspended',
      updatedAt: '2026-11-01T09:00:00.000Z',
      url: null,
    });

    expect(render.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      `GET /v1/services/${BACKEND}`,
      `GET /v1/services/${BACKEND}/deploys`,
      `GET /v1/services/${FRONTEND}`,
      `GET /v1/services/${FRONTEND}/deploys`,
    ]);
    expect(new Set(render.requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${KEY}`]));
  });

  it('400 for a missing or unknown serviceType, without asking Render', async () => {
    for (const query of ['', '?serviceType=database', '?serviceType=Backend']) {
      const response = await get(`status${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toBe(deploymentMessages.serviceType);
    }
    const german = await get('status?serviceType=database', { ...admin.headers, 'accept-language': 'de' });
    expect(errorOf(german)).toBe('serviceType muss backend oder frontend sein');
    expect(render.requests).toEqual([]);
  });

  it('401 for a guest and 403 for a customer on every route, without asking Render', async () => {
    for (const path of ['status', 'on', 'off', 'redeploy']) {
      expect((await get(`${path}?serviceType=backend`, {})).statusCode, path).toBe(401);
      expect((await get(`${path}?serviceType=backend`, customer.headers)).statusCode, path).toBe(403);
    }
    // Auth before validation (docs/product/accounts-and-roles.md#server-checks).
    expect((await get('on?serviceType=database', {})).statusCode).toBe(401);
    expect((await get('on?serviceType=database', customer.headers)).statusCode).toBe(403);
    expect(render.requests).toEqual([]);
  });

  it("502 with Render's own message when Render fails", async () => {
    render.failWith({ status: 500, message: 'Internal server error, try again later' });
    const response = await get('status?serviceType=backend');
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toBe('Render answered: Internal server error, try again later');
  });
});

describe('GET /api/deployments/render/on and /off', () => {
  it('off suspends a running service (POST …/suspend) and answers the new status; on resumes it', async () => {
    const off = await get('off?serviceType=backend');
    expect(off.statusCode).toBe(200);
    expect(off.json<DeploymentStatus>()).toMatchObject({ suspended: 'suspended' });
    expect(render.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `/v1/services/${BACKEND}/suspend`, authorization: `Bearer ${KEY}` },
    ]);

    const on = await get('on?serviceType=backend');
    expect(on.statusCode).toBe(200);
    expect(on.json<DeploymentStatus>()).toMatchObject({ suspended: 'not_suspended' });
    expect(render.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/v1/services/${BACKEND}/suspend`,
      `/v1/services/${BACKEND}/resume`,
    ]);
  });

  it('409 "… service is already running" for on, "… already suspended" for off, without a POST', async () => {
    const on = await get('on?serviceType=frontend');
    expect(on.statusCode).toBe(409);
    expect(errorOf(on)).toBe('Frontend service is already running');

    render.services.get(BACKEND)!.suspended = 'suspended';
    const off = await get('off?serviceType=backend');
    expect(off.statusCode).toBe(409);
    expect(errorOf(off)).toBe('Backend service is already suspended');
    expect(render.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says which service is already running or suspended in German and French', async () => {
    const on = await get('on?serviceType=frontend', { ...admin.headers, 'accept-language': 'de' });
    expect(on.statusCode).toBe(409);
    expect(errorOf(on)).toBe('Der Frontend-Dienst läuft bereits');

    render.services.get(BACKEND)!.suspended = 'suspended';
    const off = await get('off?serviceType=backend', { ...admin.headers, 'accept-language': 'fr' });
    expect(errorOf(off)).toBe('Le service backend est déjà suspendu');
  });

  it("502 with Render's message when the suspend itself fails", async () => {
    await get('status?serviceType=backend');
    render.failWith({ status: 400, message: 'service cannot be suspended' });
    const response = await get('off?serviceType=backend');
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toBe('Render answered: service cannot be suspended');
  });

  it("puts Render's own words after a German lead", async () => {
    render.failWith({ status: 400, message: 'service cannot be suspended' });
    const response = await get('off?serviceType=backend', { ...admin.headers, 'accept-language': 'de' });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toBe('Antwort von Render: service cannot be suspended');
  });
});

describe('GET /api/deployments/render/redeploy', () => {
  it('triggers a deploy (POST …/deploys) and answers the status with that deploy as the last one', async () => {
    const response = await get('redeploy?serviceType=frontend');
    expect(response.statusCode).toBe(200);
    expect(render.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `/v1/services/${FRONTEND}/deploys`, authorization: `Bearer ${KEY}` },
    ]);
    const deploy = render.services.get(FRONTEND)!.deploys[0]!;
    expect(response.json<DeploymentStatus>()).toEqual({
      suspended: 'not_suspended',
      updatedAt: deploy.finishedAt,
      url: null,
    });
  });
});

describe('OpenAPI', () => {
  it('documents the four routes, their status answer and their failures', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    for (const path of ['status', 'on', 'off', 'redeploy']) {
      const responses = Object.keys(document.paths[`/api/deployments/render/${path}`]?.get?.responses ?? {});
      expect(responses, path).toEqual(expect.arrayContaining(['200', '400', '401', '403', '502', '503']));
      expect(responses.includes('409'), path).toBe(path === 'on' || path === 'off');
    }
  });
});

describe('unconfigured', () => {
  it('503 naming exactly the missing variables, for every route', async () => {
    const bare = await createTestApp();
    try {
      const boss = await createAdmin(bare.app);
      for (const path of ['status', 'on', 'off', 'redeploy']) {
        const response = await get(`${path}?serviceType=frontend`, boss.headers, bare.app);
        expect(response.statusCode, path).toBe(503);
        expect(errorOf(response)).toBe(
          'Deployments are not configured: set RENDER_API_KEY, RENDER_FRONTEND_SERVICE_ID',
        );
      }
    } finally {
      await bare.close();
    }
  });

  it('names the missing variables in the language of the request', async () => {
    const bare = await createTestApp();
    try {
      const boss = await createAdmin(bare.app);
      const de = await get('status?serviceType=backend', { ...boss.headers, 'accept-language': 'de' }, bare.app);
      expect(de.statusCode).toBe(503);
      expect(errorOf(de)).toBe(
        'Bereitstellungen sind nicht eingerichtet: Setzen Sie RENDER_API_KEY, RENDER_BACKEND_SERVICE_ID',
      );
      const fr = await get('status?serviceType=backend', { ...boss.headers, 'accept-language': 'fr' }, bare.app);
      expect(errorOf(fr)).toBe(
        'Les déploiements ne sont pas configurés : définissez RENDER_API_KEY, RENDER_BACKEND_SERVICE_ID',
      );
    } finally {
      await bare.close();
    }
  });

  it('names only what is missing for that service type', () => {
    const config = testConfig({ RENDER_API_KEY: KEY, RENDER_BACKEND_SERVICE_ID: BACKEND });
    const provider = createDeploymentsProvider(config);
    return Promise.all([
      expect(provider.status('frontend')).rejects.toMatchObject({ missing: ['RENDER_FRONTEND_SERVICE_ID'] }),
      expect(
        createDeploymentsProvider(testConfig({ RENDER_FRONTEND_SERVICE_ID: FRONTEND })).suspend('frontend'),
      ).rejects.toMatchObject({
        missing: ['RENDER_API_KEY'],
      }),
    ]);
  });
});

describe('Render provider', () => {
  let silent: Server;
  beforeAll(async () => {
    // Accepts the connection and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        silent.closeAllConnections();
        silent.close(() => resolve());
      }),
  );

  it('gives up after its timeout, and names an unreachable Render', async () => {
    const env = { RENDER_API_KEY: KEY, RENDER_BACKEND_SERVICE_ID: BACKEND };
    const port = (silent.address() as AddressInfo).port;
    const slow = createDeploymentsProvider(testConfig({ ...env, RENDER_API_URL: `http://127.0.0.1:${port}/v1` }), 100);
    await expect(slow.resume('backend')).rejects.toEqual(new DeploymentsUpstreamError('no answer within 0.1 s', null));

    const closed = await startFakeRender({ apiKey: KEY, services: {} });
    await closed.close();
    const gone = createDeploymentsProvider(testConfig({ ...env, RENDER_API_URL: closed.apiUrl }));
    await expect(gone.resume('backend')).rejects.toEqual(new DeploymentsUpstreamError('could not be reached', null));
  });

  it('passes on a wrong key as Render words it', async () => {
    const wrong = createDeploymentsProvider(
      testConfig({ RENDER_API_KEY: 'other', RENDER_BACKEND_SERVICE_ID: BACKEND, RENDER_API_URL: render.apiUrl }),
    );
    await expect(wrong.status('backend')).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
  });
});
