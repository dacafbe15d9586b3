import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages, messages, ROUTE } from '@wayfare/common';
import { seedCities } from '../../seed/cities';
import { greatCircleKm } from '../../integrations/geo/distance';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let ids: Record<string, { id: number; lat: number; lon: number }>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCities(t.db);
  const list = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json<
    { id: number; name: string; lat: number; lon: number }[]
  >();
  ids = Object.fromEntries(list.map((c) => [c.name, c]));
});
afterAll(() => t.close());

const route = (fromCity: number | string, toCity: number | string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/cities/route',
    query: { fromCity: String(fromCity), toCity: String(toCity) },
  });

describe('GET /api/cities/route', () => {
  it('estimates Berlin → Munich from the great circle and the road factor, with its map, for anyone', async () => {
    const berlin = ids.Berlin!;
    const munich = ids.Munich!;
    const response = await route(berlin.id, munich.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ distance: number; time: number; imgUrl: string }>();
    const greatCircle = greatCircleKm(berlin, munich);
    // The true Berlin–Munich great circle is ~504 km.
    expect(Math.abs(greatCircle - 504) / 504).toBeLessThan(0.02);
    expect(Math.abs(body.distance - greatCircle * ROUTE.roadFactor) / (greatCircle * ROUTE.roadFactor)).toBeLessThan(
      0.03,
    );
    expect(body.time).toBeCloseTo(body.distance / ROUTE.averageSpeedKmh, 1);
    expect(body.imgUrl).toBe(`/api/maps/route.svg?from=${berlin.id}&to=${munich.id}`);
  });

  it('answers 404 for an unknown city', async () => {
    for (const [from, to, field] of [
      [999999, ids.Berlin!.id, 'fromCity'],
      [ids.Berlin!.id, 999999, 'toCity'],
      [ids.Berlin!.id, 99999999999, 'toCity'],
    ] as const) {
      const response = await route(from, to);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ error: cityMessages.notFound, field }] });
    }
  });

  it('answers 400 for the same city twice, and for ids that are not numbers', async () => {
    const same = await route(ids.Paris!.id, ids.Paris!.id);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ errors: [{ error: messages.search.sameCities, field: 'toCity' }] });
    const bad = await route('abc', ids.Paris!.id);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('fromCity');
  });
});

describe('OpenAPI', () => {
  it('documents the lookup, the route and the creation', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>().paths;
    expect(paths['/api/cities/lookupCity']?.get).toBeDefined();
    expect(paths['/api/cities/route']?.get).toBeDefined();
    expect(paths['/api/cities']?.post).toBeDefined();
  });
});
