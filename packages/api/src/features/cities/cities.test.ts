import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { seedCities } from '../../seed/cities';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCities(t.db);
});
afterAll(() => t.close());

describe('GET /api/cities', () => {
  it('lists every city, by name, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities' });
    expect(response.statusCode).toBe(200);
    const cities = response.json<{ name: string }[]>();
    expect(cities.length).toBeGreaterThanOrEqual(20);
    const names = cities.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(cities.find((c) => c.name === 'Berlin')).toEqual({
      id: expect.any(Number),
      name: 'Berlin',
      lat: 52.52,
      lon: 13.405,
      depoAddress: expect.stringContaining('Berlin'),
    });
  });
});

describe('GET /api/cities/{id}', () => {
  it('answers one city', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json<{ id: number }[]>();
    const response = await t.app.inject({ method: 'GET', url: `/api/cities/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it('answers 404 with the error body for a missing city', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ error: messages.http.notFound }] });
  });

  it.each(['abc', '99999999999'])('answers 400 naming the field for the id %s (not a database error)', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cities/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('id');
  });
});
