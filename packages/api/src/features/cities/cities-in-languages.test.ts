import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createCity } from '../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
let bonn: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t.app)).headers;
  bonn = await createCity(t.app, { name: 'Bonn' });
});
afterAll(() => t.close());

// The cities API answers in the request's language (docs/decisions/019-three-languages.md#api-errors).
describe('the cities API in German and French', () => {
  it('refuses a taken name and a missing depot in the request language', async () => {
    const create = (payload: object, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cities',
        headers: { ...admin, 'accept-language': language },
        payload: { lat: 50.73, lon: 7.1, depoAddress: 'Am Hauptbahnhof 1', ...payload },
      });
    const taken = await create({ name: 'Bonn' }, 'de');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      errors: [{ error: 'Eine Stadt mit diesem Namen ist bereits vorhanden', field: 'name' }],
    });
    const blank = await create({ name: 'Köln', depoAddress: ' ' }, 'fr');
    expect(blank.json()).toEqual({
      errors: [{ error: 'Les deux champs sont obligatoires\u00a0!', field: 'depoAddress' }],
    });
  });

  it('says a city of a route is not found', async () => {
    const route = await t.app.inject({
      method: 'GET',
      url: `/api/cities/route?fromCity=${bonn.id}&toCity=999999`,
      headers: { 'accept-language': 'fr' },
    });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ errors: [{ error: 'Ville introuvable', field: 'toCity' }] });
  });
});
