import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages } from '@wayfare/common';
import { xmlProblems } from '../../test/well-formed-xml';
import { routeMapUrl, tripsMapUrl } from '../../integrations/geo/map-urls';
import { createTestApp, type TestApp } from '../../test/app';
import { createCity } from '../../test/factories';
import { MAX_TRIPS, tripsMessages } from './maps.schemas';

let t: TestApp;
let berlin: { id: number };
let munich: { id: number };
let paris: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  berlin = await createCity(t.app, { name: 'Berlin', lat: 52.52, lon: 13.405 });
  munich = await createCity(t.app, { name: 'Munich', lat: 48.1351, lon: 11.582 });
  paris = await createCity(t.app, { name: 'Paris <& Co>', lat: 48.8566, lon: 2.3522 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectSvg(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  expect(response.body.startsWith('<svg')).toBe(true);
  expect(response.body).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(response.body).toMatch(/<title id="map-title">[^<]+<\/title>/);
  expect(xmlProblems(response.body)).toEqual([]);
  expect(response.rawPayload.byteLength).toBeLessThan(300 * 1024);
}

describe('GET /api/maps/route.svg', () => {
  it('draws the route between two cities for anyone, at the URL the route answer gives', async () => {
    const response = await get(routeMapUrl(berlin.id, munich.id));
    expectSvg(response);
    expect(response.body).toContain('>Berlin</text>');
    expect(response.body).toContain('>Munich</text>');
  });

  it('escapes city names', async () => {
    const response = await get(routeMapUrl(paris.id, berlin.id));
    expectSvg(response);
    expect(response.body).toContain('>Paris &lt;&amp; Co&gt;</text>');
  });

  it('answers the same ETag again, and 304 to a client that holds it', async () => {
    const first = await get(routeMapUrl(berlin.id, munich.id));
    const second = await get(routeMapUrl(berlin.id, munich.id));
    expect(second.headers.etag).toBe(first.headers.etag);
    const etag = String(first.headers.etag);
    const revalidated = await get(routeMapUrl(berlin.id, munich.id), { 'if-none-match': `"other", W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('answers 404 for an unknown city and 400 for ids that are not ids', async () => {
    const unknown = await get(routeMapUrl(berlin.id, 999999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ error: cityMessages.notFound }] });
    for (const query of ['from=abc&to=1', 'from=1', 'from=-1&to=2', 'from=1.5&to=2', 'from=99999999999&to=1']) {
      const bad = await get(`/api/maps/route.svg?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/maps/trips.svg', () => {
  it('draws every trip with its cities', async () => {
    const response = await get(
      tripsMapUrl([
        [berlin.id, munich.id],
        [munich.id, paris.id],
        [berlin.id, munich.id],
      ]),
    );
    expectSvg(response);
    for (const name of ['Berlin', 'Munich', 'Paris &lt;&amp; Co&gt;'])
      expect(response.body).toContain(`>${name}</text>`);
    expect(response.body.match(/<circle /g)).toHaveLength(3);
  });

  it('draws an empty map for a car without trips, and a lone dot for a car that never left its city', async () => {
    expectSvg(await get(tripsMapUrl([])));
    const parked = await get(tripsMapUrl([[berlin.id, berlin.id]]));
    expectSvg(parked);
    expect(parked.body.match(/<circle /g)).toHaveLength(1);
  });

  it(`accepts ${MAX_TRIPS} trips and refuses more`, async () => {
    const trips = (n: number) => Array.from({ length: n }, () => `${berlin.id}-${munich.id}`).join(',');
    expectSvg(await get(`/api/maps/trips.svg?trips=${trips(MAX_TRIPS)}`));
    const tooMany = await get(`/api/maps/trips.svg?trips=${trips(MAX_TRIPS + 1)}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ errors: [{ error: tripsMessages.tooMany, field: 'trips' }] });
    expect(tripsMessages.tooMany).toBe(`A map shows at most ${MAX_TRIPS} trips`);
    const inGerman = await get(`/api/maps/trips.svg?trips=${trips(MAX_TRIPS + 1)}`, { 'accept-language': 'de' });
    expect(inGerman.json()).toEqual({
      errors: [{ error: `Eine Karte zeigt höchstens ${MAX_TRIPS} Fahrten`, field: 'trips' }],
    });
  });

  it.each(['1-', 'a-b', '1-2,', '1-2;3-4', '0-1', '1-2-3', '99999999999-1'])(
    'refuses trips=%j with 400',
    async (trips) => {
      const response = await get(`/api/maps/trips.svg?trips=${encodeURIComponent(trips)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ error: tripsMessages.format, field: 'trips' }] });
    },
  );

  it('refuses a missing trips parameter and answers 404 for an unknown city', async () => {
    expect((await get('/api/maps/trips.svg')).statusCode).toBe(400);
    expect((await get(tripsMapUrl([[berlin.id, 999999]]))).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents both maps', async () => {
    const paths = (await get('/api/docs/json')).json<{ paths: Record<string, { get?: unknown }> }>().paths;
    expect(paths['/api/maps/route.svg']?.get).toBeDefined();
    expect(paths['/api/maps/trips.svg']?.get).toBeDefined();
  });
});
