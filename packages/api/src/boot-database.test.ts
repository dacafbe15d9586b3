import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './test/app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wayfare-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The real start-up path: file-backed PGlite under DATA_DIR, migrations, seed, generated JWT secret.
const boot = () => buildApp(testConfig({ DATA_DIR: dataDir, JWT_SECRET: '' }));

describe('start-up on an empty DATA_DIR, then a restart', () => {
  // Two real start-ups (a file-backed initdb, the migrations, the demo seed with its password hashes and its year of
  // history): 85 s were measured at load 15 on two cores, hence the room.
  it('seeds once, and keeps users, cities and tokens across a restart', { timeout: 180_000 }, async () => {
    const first = await boot();
    let token: string;
    try {
      const cities = await first.inject({ method: 'GET', url: '/api/cities' });
      expect(cities.json<unknown[]>()).toHaveLength(20);
      const admin = await first.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password: 'admin123' },
      });
      expect(admin.statusCode).toBe(200);
      const registered = await first.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Kept',
          email: 'kept@example.com',
          password: 'secret1',
          confirmPassword: 'secret1',
          birthDate: '1990-01-01',
        },
      });
      token = registered.json<{ accessToken: string }>().accessToken;
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const second = await boot();
    try {
      const me = await second.inject({
        method: 'GET',
        url: '/api/users/currentUserProfile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'kept@example.com' });
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kept@example.com', password: 'secret1' },
      });
      expect(login.statusCode).toBe(200);
      // Not seeded twice.
      expect((await second.inject({ method: 'GET', url: '/api/cities' })).json<unknown[]>()).toHaveLength(20);
    } finally {
      await second.close();
    }
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
  });
});
