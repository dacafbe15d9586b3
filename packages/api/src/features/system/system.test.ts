import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', APP_TIMEZONE: 'Europe/Lisbon' });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/config answers the public settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      googleClientId: 'client-123.apps.googleusercontent.com',
      paymentMode: 'test',
      timezone: 'Europe/Lisbon',
    });
  });

  it('GET /api/config says null when Google sign-in is off', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
        googleClientId: null,
      });
    } finally {
      await plain.close();
    }
  });

  it('GET /api/ready answers 503 with the error body when the database is gone', async () => {
    const doomed = await createTestApp();
    try {
      await doomed.app.ready();
      await doomed.database.close();
      const response = await doomed.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ errors: [{ error: messages.http.databaseUnavailable }] });
    } finally {
      await doomed.close();
    }
  });
});

describe('OpenAPI', () => {
  it('GET /api/docs/json lists every route with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    for (const [path, method] of [
      ['/api/auth/register', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/login/google', 'post'],
      ['/api/auth/renew', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/users/currentUserProfile', 'get'],
      ['/api/cities', 'get'],
      ['/api/cities/{id}', 'get'],
      ['/api/cars/availableCars', 'post'],
      ['/api/cars/availableCars/suggestions', 'post'],
      ['/api/messages', 'post'],
      ['/api/health', 'get'],
      ['/api/ready', 'get'],
      ['/api/config', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(JSON.stringify(document.paths['/api/auth/register'])).toContain('confirmPassword');
    expect(Object.keys(document.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the Swagger UI at /api/docs under its own CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    // The UI's page loads its scripts from files under /api/docs/static, so 'self' is all it needs.
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers', () => {
  it('sends pages a CSP that the web app and Google sign-in work under', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The live channel of the page's own origin only (security/headers.test.ts tries the other hosts).
    expect(csp).toContain("connect-src 'self' ws://localhost https://accounts.google.com");
    expect(csp).toContain('frame-src https://accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the strict policy of something that is never a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });

  it('logs the probes (/api/health, /api/ready) at warn only, so that LOG_LEVEL=info writes no line per probe', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false, includeMeta: ['logLevel'] });
    const levelOf = (path: string) =>
      new RegExp(`${path} \\(GET, HEAD\\)\\n.*• \\(logLevel\\) "(\\w*)"`).exec(routes)?.[1];
    expect(levelOf('api/health')).toBe('warn');
    expect(levelOf('api/ready')).toBe('warn');
    // Every other route keeps the app's own level.
    expect(levelOf('api/config')).toBe('');
  });
});
