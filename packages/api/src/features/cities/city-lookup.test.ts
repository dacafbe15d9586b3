import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser } from '../../test/factories';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t.app)).headers;
});
afterAll(() => t.close());

const lookup = (cityName: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: '/api/cities/lookupCity', query: { cityName }, headers });

describe('GET /api/cities/lookupCity', () => {
  it.each(['koln', 'KÖLN', 'Cologne'])('finds Köln for %j, whatever the accents, case or language', async (name) => {
    const response = await lookup(name);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ city: string; lat: number; lon: number }>();
    expect(Object.keys(body).sort()).toEqual(['city', 'lat', 'lon']);
    expect(Math.abs(body.lat - 50.94)).toBeLessThan(0.1);
    expect(Math.abs(body.lon - 6.96)).toBeLessThan(0.1);
  });

  it('answers the name properly spelled', async () => {
    expect((await lookup('koln')).json()).toMatchObject({ city: 'Köln' });
    expect((await lookup('cologne')).json()).toMatchObject({ city: 'Cologne' });
  });

  it('answers null (200) when nothing matches', async () => {
    const response = await lookup('Xyzzyville');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });

  it('refuses an empty name with 400 naming the field', async () => {
    const response = await lookup('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('cityName');
  });

  it('is refused to anonymous callers (401) and customers (403)', async () => {
    const anonymous = await lookup('Berlin', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
    const customer = await lookup('Berlin', (await createUser(t.app)).headers);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ errors: [{ error: messages.auth.forbidden }] });
  });
});
