import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createCar, createCity } from '../test/factories';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const PLANS = '<!doctype html><html><body><div id="root"><h1>Discount plans</h1></div></body></html>';
const shell = (name: string) =>
  `<!doctype html><html><body data-page="${name}"><div id="root"><!--page-html--></div><!--page-data--></body></html>`;

/**
 * A stand-in for the web build's server render (packages/web/src/server-render.tsx, whose real pages the e2e suite
 * checks): it asks this API what the page's queries would and draws the answers.
 */
const SERVER_RENDER = `
export async function renderPageWithData(url, answer) {
  if (url.includes('sort=')) return sortedSearch(url, answer);
  if (url.startsWith('/boom')) throw new Error('the page failed to render');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
  const health = await answer('/api/health', { method: 'GET' });
  const search = await answer('/api/cars/availableCars', { method: 'POST', body: JSON.stringify({ fromCity: 'x' }) });
  let outside = 'refused';
  try { await answer('https://example.com/api/x', { method: 'GET' }); outside = 'sent'; } catch {}
  const state = { url, health: await health.json(), searchStatus: search.status, outside, note: '</script><script>alert(1)</script> $& $1' };
  return { html: '<h1>Rendered ' + url.replace(/[<>&"]/g, '') + ' $&</h1>', state };
}

// As /search asks: the order and the page of its URL, the total read from the answer's X-Total-Count header.
async function sortedSearch(url, answer) {
  const query = new URL(url, 'http://localhost').searchParams;
  const body = {
    fromCity: Number(query.get('fromCity')),
    toCity: Number(query.get('toCity')),
    fromDateTime: '2031-07-01T10:00:00',
    toDateTime: '2031-07-03T10:00:00',
    selectedFeatures: null,
    sort: query.get('sort'),
    page: Number(query.get('page') ?? 0),
  };
  const search = await answer('/api/cars/availableCars', { method: 'POST', body: JSON.stringify(body) });
  const cars = await search.json();
  const state = { total: search.headers.get('x-total-count'), ids: cars.map((car) => car.id) };
  return { html: '<h1>' + state.total + ' cars</h1>', state };
}
`;

let dist: string;
let server: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'wayfare-dist-'));
  server = mkdtempSync(path.join(os.tmpdir(), 'wayfare-dist-server-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'prerendered', 'discount-plans.html'), PLANS);
  mkdirSync(path.join(server, 'pages'));
  for (const name of ['search', 'discount-plans', 'boom', 'slow'])
    writeFileSync(path.join(server, 'pages', `${name}.html`), shell(name));
  writeFileSync(path.join(server, 'server-render.js'), SERVER_RENDER);
  t = await createTestApp({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: server });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(server, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The JSON of the page's data block, as main.tsx reads it. */
function pageData(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error('no page-data block');
  return JSON.parse(block[1]!) as Record<string, unknown>;
}

describe('pages rendered per request with their data', () => {
  it('draws the page into its shell with the answers its queries got from the API, not cached', async () => {
    const response = await get('/search?fromCity=1&toCity=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // A page: the page profile of the security headers (the app's CSP), not the API's.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toContain(
      '<body data-page="search"><div id="root"><h1>Rendered /search?fromCity=1toCity=2 $&</h1></div>',
    );
    expect(pageData(response.body)).toEqual({
      url: '/search?fromCity=1&toCity=2',
      health: { status: 'ok' },
      // A POST with its body goes through the route's validation like a browser's.
      searchStatus: 400,
      outside: 'refused',
      note: '</script><script>alert(1)</script> $& $1',
    });
  });

  it("gives the page the search's X-Total-Count with the order and page its URL asks for", async () => {
    // docs/product/search-and-availability.md#sorting-and-pages: 12 cars, newest first, page 1 (the 11th and 12th).
    const from = await createCity(t.app);
    const to = await createCity(t.app, { lat: 51, lon: 11 });
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push((await createCar(t.app, { cityId: from.id })).id);
    const response = await get(`/search?fromCity=${from.id}&toCity=${to.id}&sort=newest&page=1`);
    expect(response.body).toContain('<h1>12 cars</h1>');
    expect(pageData(response.body)).toEqual({ total: '12', ids: [ids[1], ids[0]] });
  });

  it('escapes the data so that no text in it can end the data block', async () => {
    const { body } = await get('/discount-plans');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('is compressed for a browser that accepts Brotli or gzip, and says it varies with that', async () => {
    const br = await get('/discount-plans', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Rendered /discount-plans $&</h1>');
    const gz = await get('/discount-plans', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Rendered /discount-plans $&</h1>');
  });

  it('sends the static page when the render fails or takes too long: the browser then draws it', async () => {
    expect((await get('/boom')).body).toBe(INDEX);
    const started = Date.now();
    expect((await get('/slow')).body).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('leaves every other page to the build: prerendered, or index.html', async () => {
    expect((await get('/my-bookings')).body).toBe(INDEX);
    for (const url of ['/Search', '/pages/search', '/..%2fpages%2fsearch', '/search.html']) {
      expect((await get(url)).body).not.toContain('Rendered');
    }
    // HEAD needs no body, so no render either.
    const head = await t.app.inject({ method: 'HEAD', url: '/discount-plans' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PLANS.length));
  });
});

describe('without the server render', () => {
  it('serves the prerendered page, or index.html, as before', async () => {
    const app = await createTestApp({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: path.join(server, 'missing') });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/discount-plans' })).body).toBe(PLANS);
      expect((await app.app.inject({ method: 'GET', url: '/search?fromCity=1' })).body).toBe(INDEX);
    } finally {
      await app.close();
    }
  });
});
