import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages, messages } from '@wayfare/common';
import { cities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createCity, createUser } from '../../test/factories';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t.app)).headers;
  await createCity(t.app, { name: 'Düsseldorf' });
});
afterAll(() => t.close());

const valid = { name: 'Köln', lat: 50.93333, lon: 6.95, depoAddress: 'Trankgasse 11, 50667 Köln' };
const create = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/cities', payload, headers });

describe('POST /api/cities', () => {
  it('creates the city (201) and lists it', async () => {
    const response = await create({ ...valid, name: '  Köln ' });
    expect(response.statusCode).toBe(201);
    const city = response.json<{ id: number }>();
    expect(city).toEqual({ id: expect.any(Number), ...valid });
    const [row] = await t.db.select().from(cities).where(eq(cities.id, city.id));
    expect(row).toEqual(city);
    const list = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json<{ name: string }[]>();
    expect(list.map((c) => c.name)).toContain('Köln');
  });

  it.each(['Düsseldorf', 'DÜSSELDORF', 'düsseldorf'])(
    'refuses the existing name %j in any case with 409',
    async (name) => {
      const response = await create({ ...valid, name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: [{ error: cityMessages.nameTaken, field: 'name' }] });
    },
  );

  it.each([
    [{ ...valid, name: '' }, 'name', cityMessages.bothRequired],
    [{ ...valid, name: '   ' }, 'name', cityMessages.bothRequired],
    [{ ...valid, depoAddress: '' }, 'depoAddress', cityMessages.bothRequired],
    [{ ...valid, lat: 91 }, 'lat', undefined],
    [{ ...valid, lon: -181 }, 'lon', undefined],
    [{ ...valid, lat: '50' }, 'lat', undefined],
  ])('refuses %j with 400 on %s', async (payload, field, error) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    const first = response.json<{ errors: { error: string; field: string }[] }>().errors[0];
    expect(first?.field).toBe(field);
    if (error) expect(first?.error).toBe(error);
  });

  it('is refused to anonymous callers (401, whatever the body) and customers (403)', async () => {
    const anonymous = await create({}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
    const customer = await create({ ...valid, name: 'Customer town' }, (await createUser(t.app)).headers);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ errors: [{ error: messages.auth.forbidden }] });
  });
});
