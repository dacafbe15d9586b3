import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists every path as clients call it: no trailing slash, bookings at /api/bookings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, Record<string, unknown>> }>().paths);
    expect(paths.filter((path) => path.endsWith('/'))).toEqual([]);
    const bookings = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths['/api/bookings'];
    expect(Object.keys(bookings ?? {}).sort()).toEqual(['get', 'post']);
  });
});
