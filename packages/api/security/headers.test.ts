import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/test/app';
import { createCity } from '../src/test/factories';

/** Security headers on the web page, its assets, the JSON API and every kind of error. */

let t: TestApp;
let route = '';
const webDist = mkdtempSync(path.join(os.tmpdir(), 'wayfare-security-web-'));
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  const [from, to] = [await createCity(t.app), await createCity(t.app)];
  route = `/api/maps/route.svg?from=${from.id}&to=${to.id}`;
  // A route that fails unexpectedly, for the headers of a 500.
  t.app.get('/api/test/fail', { schema: { hide: true } }, async () => {
    throw new Error('unexpected failure');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/**
 * A page (and what it loads) runs under the web app's CSP; an API answer is never a page: it may load nothing and be
 * framed by no one.
 */
function expectSecurityHeaders(response: LightMyRequestResponse, kind: 'page' | 'api') {
  const csp = directives(response);
  if (kind === 'page') {
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toMatch(/^'(self|none)'$/);
    expect(response.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
    // Scripts may talk to this app's own socket, not to any ws:/wss: host (see 'connect-src' below).
    expect(csp.get('connect-src')).not.toMatch(/(^|\s)(ws:|wss:|\*|https?:)(\s|$)/);
  } else {
    expect(Object.fromEntries(csp)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
    expect(response.headers['x-frame-options']).toBe('DENY');
    // The route maps opt in to cross-origin <img> use (maps.routes.ts); every other answer is for this origin only.
    const isMap = String(response.headers['content-type']).startsWith('image/svg+xml');
    expect(response.headers['cross-origin-resource-policy']).toBe(isMap ? 'cross-origin' : 'same-origin');
  }
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? '';
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|(^|\s)\*(\s|$)|data:|http:/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(String(response.headers.server ?? '')).not.toMatch(/\d/);
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const tooLarge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) });

describe.each([
  ['the web page', () => get('/'), 200, /^text\/html/, 'page'],
  ['a client-side route (SPA fallback)', () => get('/my-profile'), 200, /^text\/html/, 'page'],
  ['a hashed asset', () => get('/assets/app.js'), 200, /javascript/, 'page'],
  ['JSON from the API', () => get('/api/health'), 200, /^application\/json/, 'api'],
  ['an unknown API path (404)', () => get('/api/no-such-route'), 404, /^application\/json/, 'api'],
  ['a missing token (401)', () => get('/api/users/currentUserProfile'), 401, /^application\/json/, 'api'],
  [
    'malformed JSON (400)',
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    400,
    /^application\/json/,
    'api',
  ],
  [
    'an oversized body (413)',
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: tooLarge,
      }),
    413,
    /^application\/json/,
    'api',
  ],
  ['an unexpected failure (500)', () => get('/api/test/fail'), 500, /^application\/json/, 'api'],
  ['an SVG from the API', () => get(route), 200, /^image\/svg\+xml/, 'api'],
] as const)('%s', (_name, request, status, type, kind) => {
  it(`answers ${status} with every security header`, async () => {
    const response = await request();
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
    expectSecurityHeaders(response, kind);
  });
});

describe('cross-origin requests', () => {
  it('no CORS grant: another site cannot read API answers', async () => {
    const origin = { origin: 'https://evil.example' };
    const simple = await t.app.inject({ method: 'GET', url: '/api/health', headers: origin });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/currentUserProfile',
      headers: { ...origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe("connect-src names the app's own socket (docs/product/realtime-contract.md#endpoint)", () => {
  const connectSrc = async (app: TestApp['app'], host: string) =>
    directives(await app.inject({ method: 'GET', url: '/', headers: { host } })).get('connect-src');

  it('without PUBLIC_URL: the ws: origin of a loopback or allowed host the page was asked of, nothing for others', async () => {
    expect(await connectSrc(t.app, '127.0.0.1:3000')).toBe("'self' ws://127.0.0.1:3000 https://accounts.google.com");
    expect(await connectSrc(t.app, 'localhost:5173')).toBe("'self' ws://localhost:5173 https://accounts.google.com");
    expect(await connectSrc(t.app, 'evil.example')).toBe("'self' https://accounts.google.com");
  });

  it('with PUBLIC_URL: its wss: origin, whatever the Host', async () => {
    const own = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://rent.example.com' });
    try {
      for (const host of ['rent.example.com', 'evil.example']) {
        expect(await connectSrc(own.app, host)).toBe("'self' wss://rent.example.com https://accounts.google.com");
      }
    } finally {
      await own.close();
    }
  });
});

describe('the API documentation page', () => {
  it('has its own CSP, still without inline scripts', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(response);
    expect(csp.get('script-src') ?? '').not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(csp.get('object-src')).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
  });
});
