import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const VENDOR = `export const big = ${JSON.stringify('x'.repeat(5000))};`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'wayfare-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // What the web build's compress step writes beside a file.
  writeFileSync(path.join(dist, 'assets', 'vendor-def456.js'), VENDOR);
  writeFileSync(path.join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/some/page', '/login', '/cars/12?tab=info', '/ping'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts Brotli, and the plain file to one that does not', async () => {
    const url = '/assets/vendor-def456.js';
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(VENDOR);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR);
  });

  it('serves other files, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing-123.js', '/api/nope', '/api/cities/1/whatever', '/ws'])(
    'answers %s with the JSON 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ error: messages.http.notFound }] });
    },
  );

  it('does not answer a POST to a page with index.html', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: messages.http.notFound }] });
  });
});

describe('without a web build', () => {
  it('serves a short page saying to run npm run build, and the API still works', async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: path.join(dist, 'does-not-exist') });
    try {
      for (const url of ['/', '/some/page']) {
        const response = await get(url, bare.app);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('npm run build');
      }
      expect((await get('/api/health', bare.app)).statusCode).toBe(200);
      expect((await get('/api/nope', bare.app)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

/** The preload entries of a page's `Link` header (it also lists the page's language alternates). */
function preloadsOf(response: { headers: Record<string, unknown> }): string[] {
  const link = response.headers.link;
  return typeof link === 'string' ? link.split(', ').filter((entry) => entry.includes('rel=modulepreload')) : [];
}

describe('prerendered landing pages', () => {
  const HOME = '<!doctype html><html><body><div id="root"><h1>Easy, Fast, Yours</h1></div></body></html>';
  const PLANS = '<!doctype html><html><body><div id="root"><h1>Discount plans</h1></div></body></html>';
  let built: string;
  let app: TestApp;
  beforeAll(async () => {
    built = mkdtempSync(path.join(os.tmpdir(), 'wayfare-dist-'));
    mkdirSync(path.join(built, 'prerendered'));
    writeFileSync(path.join(built, 'index.html'), INDEX);
    // The copies the build's compress step writes: what a browser is sent.
    writeFileSync(path.join(built, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(path.join(built, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(path.join(built, 'prerendered', 'index.html'), HOME);
    writeFileSync(path.join(built, 'prerendered', 'discount-plans.html'), PLANS);
    writeFileSync(
      path.join(built, 'landing-preloads.json'),
      JSON.stringify({ '/': ['/assets/home.js'], '/search': ['/assets/search.js'] }),
    );
    app = await createTestApp({ WEB_DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    rmSync(built, { recursive: true, force: true });
  });

  it.each([
    ['/', HOME],
    ['/discount-plans', PLANS],
    ['/discount-plans/', PLANS],
  ])(
    'serves the prerendered page for %s, revalidated and without preload headers (it carries its own)',
    async (url, body) => {
      const response = await get(url, app.app);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(body);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(preloadsOf(response)).toEqual([]);
    },
  );

  it('serves index.html with its preload headers for a page that was not prerendered', async () => {
    const response = await get('/search?fromCity=1', app.app);
    expect(response.body).toBe(INDEX);
    expect(preloadsOf(response)).toEqual(['</assets/search.js>; rel=modulepreload; crossorigin']);
    expect((await get('/my-bookings', app.app)).body).toBe(INDEX);
  });

  it('sends the same preload headers with the compressed index.html that browsers get', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.app.inject({
        method: 'GET',
        url: '/search?fromCity=1',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(preloadsOf(response)).toEqual(['</assets/search.js>; rel=modulepreload; crossorigin']);
    }
  });

  it('serves index.html for a prerendered page asked for with a query, which the page may show differently', async () => {
    for (const url of ['/discount-plans?page=2', '/?ref=mail']) expect((await get(url, app.app)).body).toBe(INDEX);
  });

  it('never maps an address outside prerendered/ to a file', async () => {
    for (const url of ['/index', '/..%2findex', '/prerendered/../index', '/Discount-Plans', '/assets%2fhome']) {
      const response = await get(url, app.app);
      expect(response.body).not.toBe(HOME);
      expect(response.body).not.toBe(PLANS);
    }
  });
});

describe("pages in the visitor's language", () => {
  const page = (lang: string, text: string) =>
    `<!doctype html><html lang="${lang}"><body><div id="root"><h1>${text}</h1></div></body></html>`;
  const HOME = { en: page('en', 'Easy, Fast, Yours'), de: page('de', 'Einfach, schnell, Ihres') };
  const APP_DE = page('de', '');
  let built: string;
  let app: TestApp;
  beforeAll(async () => {
    built = mkdtempSync(path.join(os.tmpdir(), 'wayfare-dist-'));
    mkdirSync(path.join(built, 'prerendered', 'de'), { recursive: true });
    writeFileSync(path.join(built, 'index.html'), INDEX);
    writeFileSync(path.join(built, 'prerendered', 'index.html'), HOME.en);
    writeFileSync(path.join(built, 'prerendered', 'de', 'index.html'), HOME.de);
    writeFileSync(path.join(built, 'prerendered', 'de', '_app.html'), APP_DE);
    writeFileSync(path.join(built, 'landing-preloads.json'), JSON.stringify({ '/search': ['/assets/search.js'] }));
    app = await createTestApp({ WEB_DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    rmSync(built, { recursive: true, force: true });
  });
  const open = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("follows the browser's languages, and says which one it answered in", async () => {
    const german = await open('/', { 'accept-language': 'de-AT, en;q=0.5' });
    expect(german.body).toBe(HOME.de);
    expect(german.headers['content-language']).toBe('de');
    expect(String(german.headers.vary)).toMatch(/accept-language, cookie/);
    const other = await open('/', { 'accept-language': 'es, it;q=0.8' });
    expect(other.body).toBe(HOME.en);
    expect(other.headers['content-language']).toBe('en');
  });

  it("puts a guest's stored choice before the browser's languages, and a link's before both", async () => {
    expect((await open('/', { 'accept-language': 'de', cookie: 'lang=en' })).body).toBe(HOME.en);
    expect((await open('/', { 'accept-language': 'en', cookie: 'lang=de' })).body).toBe(HOME.de);
    const linked = await open('/?lang=de', { cookie: 'lang=en' });
    expect(linked.body).toBe(HOME.de);
    // The link's language is kept for the next pages, as the switcher keeps it.
    expect(linked.headers['set-cookie']).toMatch(/^lang=de; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('ignores a language it does not speak, in the link, the cookie or the header', async () => {
    const response = await open('/?lang=xx', { cookie: 'lang=<script>', 'accept-language': 'x'.repeat(5000) });
    expect(response.body).toBe(HOME.en);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends the app shell in the language for a page drawn in the browser, with its preloads', async () => {
    const response = await open('/search?fromCity=1', { 'accept-language': 'de' });
    expect(response.body).toBe(APP_DE);
    expect(preloadsOf(response)).toEqual(['</assets/search.js>; rel=modulepreload; crossorigin']);
  });

  it('lists the page in every language for search engines, with its own query kept', async () => {
    const link = String((await open('/search?fromCity=1&lang=fr')).headers.link);
    expect(link).toContain('<http://localhost/search?fromCity=1&lang=de>; rel="alternate"; hreflang="de"');
    expect(link).toContain('<http://localhost/search?fromCity=1&lang=fr>; rel="alternate"; hreflang="fr"');
    expect(link).toContain('<http://localhost/search?fromCity=1>; rel="alternate"; hreflang="x-default"');
  });
});
