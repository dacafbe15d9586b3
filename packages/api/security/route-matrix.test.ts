import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { messages, type Role } from '@wayfare/common';
import { createTestApp } from '../src/test/app';
import { bearer, expectErrorBody } from './support/http';
import { documentedRoutes, fetchOpenApi, toOpenApiPath, type DocumentedRoute } from './support/openapi';
import { GUARDED_ROUTES, PUBLIC_ROUTES, UNDOCUMENTED_ROUTES, type Guard } from './support/route-policy';
import { createWorld } from './support/world';

/**
 * Every route of the OpenAPI document, attacked anonymously and with the wrong role. The route list comes from the
 * document and from the app's own route table (recorded below), never from a hand-kept list.
 */

// Records every route each Fastify instance registers, so a route left out of the OpenAPI document cannot escape
// the matrix. Per instance: plugins may build throwaway instances of their own (security.ts probes helmet).
const registeredBy = vi.hoisted(() => new Map<object, Set<string>>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const recording = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    const routes = new Set<string>();
    registeredBy.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: recording, fastify: recording };
});

const t = await createTestApp();
const world = await createWorld(t.app);
afterAll(() => t.close());
const registered = registeredBy.get(t.app) ?? new Set<string>();

const routes = documentedRoutes(await fetchOpenApi(t.app));
const guarded = routes.filter((r) => r.key in GUARDED_ROUTES);
const withRole = guarded.filter((r) => GUARDED_ROUTES[r.key] !== 'ANY');
const anyUser = guarded.filter((r) => GUARDED_ROUTES[r.key] === 'ANY');
const publicRoutes = routes.filter((r) => r.key in PUBLIC_ROUTES);

const HAS_BODY = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
// Auth runs before the body is read (docs/product/accounts-and-roles.md#server-checks): a broken body must not change
// the answer.
const BROKEN_JSON = '{"this is": not json';

function call(route: DocumentedRoute, headers: Record<string, string> = {}) {
  const body = HAS_BODY.has(route.method)
    ? { payload: BROKEN_JSON, headers: { ...headers, 'content-type': 'application/json' } }
    : { headers };
  return t.app.inject({ method: route.method, url: route.url, ...body });
}

/** A fresh token per call: a route such as logout revokes the token it is called with. */
async function tokenFor(role: Role) {
  const user = role === 'ADMIN' ? world.admin.user : world.a.user;
  return bearer(await t.app.tokens.issue({ id: user.id, role, googleSub: null, tokenVersion: 0 }));
}

describe('the route list', () => {
  it('finds a reasonable document', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('classifies every documented route as public or guarded, and nothing twice', () => {
    const unclassified = routes
      .filter((r) => !(r.key in PUBLIC_ROUTES) && !(r.key in GUARDED_ROUTES))
      .map((r) => r.key);
    expect(
      unclassified,
      'new routes: add each to PUBLIC_ROUTES or GUARDED_ROUTES in security/support/route-policy.ts',
    ).toEqual([]);
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => key in GUARDED_ROUTES)).toEqual([]);
  });

  it('has no stale entries in the policy', () => {
    const documented = new Set(routes.map((r) => r.key));
    const stale = [...Object.keys(PUBLIC_ROUTES), ...Object.keys(GUARDED_ROUTES)].filter((key) => !documented.has(key));
    expect(stale).toEqual([]);
  });

  it('documents every route the app serves (except the listed undocumented ones)', () => {
    const documented = new Set(routes.map((r) => r.key));
    const missing = [...registered]
      .map((key) => {
        const [method, url] = key.split(' ') as [string, string];
        return `${method} ${toOpenApiPath(url)}`;
      })
      // A prefixed plugin's '/' route is served with and without the trailing slash; the document lists one.
      .filter((key) => !documented.has(key) && !documented.has(`${key}/`))
      .filter((key) => !UNDOCUMENTED_ROUTES.some(({ pattern }) => pattern.test(key)));
    expect(registered.size).toBeGreaterThan(routes.length);
    expect(missing).toEqual([]);
  });
});

describe('anonymous calls to guarded routes get 401', () => {
  it.each(guarded.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const response = await call(route);
    expectErrorBody(response, 401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
  });
});

describe('the same routes reached another way are never served anonymously', () => {
  // Auto-generated HEAD routes, a trailing slash, doubled slashes, percent-encoding and matrix parameters. (Upper
  // case is no API path at all: it gets the web app's page, which holds no data.)
  const variants = (url: string) => {
    const [path = url, query] = url.split('?');
    // The first letter of the second segment percent-encoded: /api/%63ars/exclusive.
    const encoded = path.replace(
      /^\/api\/(\w)/,
      (_all, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`,
    );
    const withQuery = (p: string) => (query ? `${p}?${query}` : p);
    return [`${path.replace(/\/$/, '')}/`, path.replace('/api/', '/api//'), encoded, `${path};jsessionid=1`].map(
      withQuery,
    );
  };

  it.each(guarded.filter((r) => r.method === 'GET').map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const head = await t.app.inject({ method: 'HEAD', url: route.url });
    expect(head.statusCode).toBe(401);
    for (const url of variants(route.url)) {
      const response = await t.app.inject({ method: 'GET', url });
      // 400: the variant fell to a public route with a parameter (/api/cars/{id} for /api/cars/exclusive;x).
      expect([400, 401, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
      expectErrorBody(response, response.statusCode);
    }
  });
});

describe('the wrong role gets 403, the right one passes the role check', () => {
  const other = (guard: Guard): Role => (guard === 'ADMIN' ? 'CUSTOMER' : 'ADMIN');

  it.each(withRole.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const guard = GUARDED_ROUTES[route.key] as Exclude<Guard, 'ANY'>;
    const refused = await call(route, await tokenFor(other(guard)));
    expectErrorBody(refused, 403);
    expect(refused.json()).toEqual({ errors: [{ error: messages.auth.forbidden }] });

    const allowed = await call(route, await tokenFor(guard));
    expect(allowed.statusCode, allowed.body).not.toBe(401);
    expect(allowed.body).not.toContain(messages.auth.forbidden);
    // 503 only where an integration is not configured (deployments without RENDER_API_KEY).
    expect(allowed.statusCode, allowed.body).toBeLessThan(route.key.includes('/deployments/') ? 504 : 500);
  });
});

describe('routes for any logged-in user let both roles through', () => {
  it.each(anyUser.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    for (const role of ['CUSTOMER', 'ADMIN'] as const) {
      const response = await call(route, await tokenFor(role));
      expect(response.statusCode, `${role}: ${response.body}`).not.toBe(401);
      expect(response.body).not.toContain(messages.auth.forbidden);
      expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('public routes answer anonymous calls', () => {
  it.each(publicRoutes.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const response = await call(route);
    expect([401, 403], response.body).not.toContain(response.statusCode);
    // 503 only where an integration is not configured (the Stripe webhook without its secret).
    expect(response.statusCode, response.body).toBeLessThan(route.key === 'POST /api/payments/webhook' ? 504 : 500);
  });
});
