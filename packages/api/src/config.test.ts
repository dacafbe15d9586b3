import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, configVariablesMarkdown, loadConfig } from './config';
import { dbTargetFromConfig } from './db/client';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const secret = 'x'.repeat(32);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment (embedded mode)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      backupDir: path.join(repoRoot, 'backups'),
      webDistDir: path.join(repoRoot, 'packages/web/dist'),
      databaseUrl: undefined,
      databasePoolSize: 6,
      jwtSecret: undefined,
      timezone: 'Europe/Berlin',
      seed: undefined,
      demoAccounts: true,
      admin: undefined,
      google: {
        clientId: undefined,
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: ['accounts.google.com', 'https://accounts.google.com'],
      },
      trustProxy: false,
      logLevel: 'info',
      paymentMode: 'test',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/wayfare',
      BACKUP_DIR: '/var/backups/wayfare',
      DATABASE_URL: 'postgres://app@db:5432/wayfare',
      JWT_SECRET: secret,
      PUBLIC_URL: 'https://rent.example.com/',
      APP_TIMEZONE: 'Europe/Paris',
      SEED: 'demo',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'secret1',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_ISSUERS: 'a, b ,c',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/wayfare',
      backupDir: '/var/backups/wayfare',
      databaseUrl: 'postgres://app@db:5432/wayfare',
      publicUrl: 'https://rent.example.com',
      seed: 'demo',
      demoAccounts: false,
      admin: { email: 'boss@example.com', password: 'secret1' },
      google: { clientId: 'abc.apps.googleusercontent.com', issuers: ['a', 'b', 'c'] },
      trustProxy: 1,
    });
  });

  it('puts every variable in its place, and derives the rest (the whole configuration)', () => {
    const env = {
      PORT: '8080',
      HOST: '127.0.0.1',
      DRAIN_GRACE_MS: '500',
      DATA_DIR: '/var/lib/wayfare',
      BACKUP_DIR: '/var/backups/wayfare',
      WEB_DIST_DIR: '/srv/web',
      WEB_SERVER_DIR: '/srv/web-server',
      DATABASE_URL: 'postgres://app@db:5432/wayfare',
      DATABASE_POOL_SIZE: '8',
      JWT_SECRET: secret,
      PUBLIC_URL: 'https://rent.example.com/',
      ALLOWED_HOSTS: 'Rent.local, rent.local:8443',
      APP_TIMEZONE: 'Europe/Paris',
      SEED: 'demo',
      DEMO_ACCOUNTS: 'false',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'secret1',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'https://keys.example.com/certs',
      GOOGLE_ISSUERS: 'a, b ,c',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_CHANNEL_PREFIX: 'rent-prod',
      LIVE_SESSIONS_PER_ACCOUNT: '3',
      LIVE_SESSIONS_PER_ADDRESS: '7',
      MAIL_FROM: 'Rent <rent@example.com>',
      RENDER_API_KEY: 'rnd_1',
      RENDER_API_URL: 'https://render.example.com/v1/',
      RENDER_BACKEND_SERVICE_ID: 'srv-b',
      RENDER_FRONTEND_SERVICE_ID: 'srv-f',
      RENDER_BACKEND_URL: 'https://api.example.com',
      RENDER_FRONTEND_URL: 'https://www.example.com',
      LOG_LEVEL: 'warn',
    };
    expect(Object.keys(env).sort()).toEqual(configVariables.map((variable) => variable.name).sort());
    expect(loadConfig(env)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      drainGraceMs: 500,
      dataDir: '/var/lib/wayfare',
      backupDir: '/var/backups/wayfare',
      webDistDir: '/srv/web',
      webServerDir: '/srv/web-server',
      databaseUrl: 'postgres://app@db:5432/wayfare',
      databasePoolSize: 8,
      jwtSecret: secret,
      publicUrl: 'https://rent.example.com',
      allowedHosts: ['rent.local', 'rent.local:8443'],
      timezone: 'Europe/Paris',
      seed: 'demo',
      demoAccounts: false,
      admin: { email: 'boss@example.com', password: 'secret1' },
      google: {
        clientId: 'abc.apps.googleusercontent.com',
        jwksUrl: 'https://keys.example.com/certs',
        issuers: ['a', 'b', 'c'],
      },
      trustProxy: ['10.0.0.0/8', 'loopback'],
      logLevel: 'warn',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'rent-prod',
      liveSessions: { perAccount: 3, perAddress: 7 },
      mail: { smtpUrl: 'smtp://mail:25', from: 'Rent <rent@example.com>' },
      paymentMode: 'stripe',
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        api: { host: 'localhost', port: 12111, protocol: 'http' },
      },
      render: {
        apiKey: 'rnd_1',
        apiUrl: 'https://render.example.com/v1',
        services: {
          backend: { serviceId: 'srv-b', url: 'https://api.example.com' },
          frontend: { serviceId: 'srv-f', url: 'https://www.example.com' },
        },
      },
    });
    // Unset Stripe API fields stay out of the object: the SDK reads a present-but-undefined option as a value.
    expect(loadConfig({}).stripe.api).toStrictEqual({});
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', GOOGLE_CLIENT_ID: '' })).toMatchObject({
      port: 3000,
      google: { clientId: undefined },
    });
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      JWT_SECRET: 'short',
      APP_TIMEZONE: 'Mars/Olympus',
      SEED: 'everything',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      DATABASE_POOL_SIZE: '0',
    });
    for (const name of [
      'PORT',
      'JWT_SECRET',
      'APP_TIMEZONE',
      'SEED',
      'LOG_LEVEL',
      'PUBLIC_URL',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
    ]) {
      expect(
        problems.some((p) => p.startsWith(`${name}:`)),
        name,
      ).toBe(true);
    }
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/wayfare',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://rent.example.com',
      DATABASE_POOL_SIZE: '6',
    });
    expect(dbTargetFromConfig(config)).toEqual({ driver: 'pg', url: 'postgres://db/wayfare', poolSize: 6 });
    expect(problemsOf({ DATABASE_POOL_SIZE: '2.5' }).some((p) => p.startsWith('DATABASE_POOL_SIZE:'))).toBe(true);
  });

  it('requires JWT_SECRET and PUBLIC_URL with DATABASE_URL, and ADMIN_EMAIL with ADMIN_PASSWORD', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/db' })).toEqual([
      'JWT_SECRET: is required when DATABASE_URL is set (at least 32 characters)',
      'PUBLIC_URL: is required when DATABASE_URL is set (the public origin of the site, e.g. https://rent.example.com)',
    ]);
    expect(
      problemsOf({ DATABASE_URL: 'postgres://localhost/db', JWT_SECRET: secret, PUBLIC_URL: 'http://localhost:3000' }),
    ).toEqual([]);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });
});

describe('REDIS_URL', () => {
  it('is optional: unset means the in-process fan-out', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('accepts redis:// and rediss:// URLs and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2' }).redisUrl).toBe(
      'rediss://user:pw@cache.example.com:6380/2',
    );
    expect(problemsOf({ REDIS_URL: 'http://127.0.0.1:6379' })).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
    ]);
    expect(problemsOf({ REDIS_URL: '127.0.0.1:6379' })).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL']);
  });
});

describe('REDIS_CHANNEL_PREFIX (docs/product/realtime-contract.md#fan-out)', () => {
  const withDatabase = (url: string, env: Record<string, string> = {}) =>
    loadConfig({ DATABASE_URL: url, JWT_SECRET: secret, PUBLIC_URL: 'https://rent.example.com', ...env });

  it("defaults to the database's name: the instances of one deployment agree, two deployments differ", () => {
    expect(withDatabase('postgres://app:pw@db-1.internal:5432/wayfare_prod').redisPrefix).toBe('wayfare:wayfare_prod');
    // Another host name for the same database: still the same deployment.
    expect(withDatabase('postgresql://app:pw@10.0.0.7/wayfare_prod?sslmode=require').redisPrefix).toBe(
      'wayfare:wayfare_prod',
    );
    expect(withDatabase('postgres://app:pw@db-1.internal:5432/wayfare_staging').redisPrefix).toBe(
      'wayfare:wayfare_staging',
    );
    // No database in the URL: PostgreSQL connects to the user's.
    expect(withDatabase('postgres://shop@db-1.internal').redisPrefix).toBe('wayfare:shop');
  });

  it('defaults, for the embedded database, to a name of its DATA_DIR', () => {
    const here = loadConfig({ DATA_DIR: '/srv/a/data' }).redisPrefix;
    expect(here).toMatch(/^wayfare:embedded-[0-9a-f]{12}$/);
    expect(loadConfig({ DATA_DIR: '/srv/a/data' }).redisPrefix).toBe(here);
    expect(loadConfig({ DATA_DIR: '/srv/b/data' }).redisPrefix).not.toBe(here);
  });

  it('is taken as set, and refuses spaces and other signs', () => {
    expect(withDatabase('postgres://app@db/wayfare', { REDIS_CHANNEL_PREFIX: 'shop-eu:prod' }).redisPrefix).toBe(
      'shop-eu:prod',
    );
    expect(problemsOf({ REDIS_CHANNEL_PREFIX: 'two words' })).toEqual([
      'REDIS_CHANNEL_PREFIX: must be 1 to 100 letters, digits and : . _ - (starting with a letter or digit)',
    ]);
  });
});

describe('RENDER_*', () => {
  it('is all optional: unset means deployments are not configured, the API URL defaults to Render', () => {
    expect(loadConfig({}).render).toEqual({
      apiKey: undefined,
      apiUrl: 'https://api.render.com/v1',
      services: {
        backend: { serviceId: undefined, url: undefined },
        frontend: { serviceId: undefined, url: undefined },
      },
    });
  });

  it('reads the key, the API URL (without a trailing slash), the service ids and the public addresses', () => {
    expect(
      loadConfig({
        RENDER_API_KEY: 'rnd_key',
        RENDER_API_URL: 'http://127.0.0.1:3101/v1/',
        RENDER_BACKEND_SERVICE_ID: 'srv-back',
        RENDER_FRONTEND_SERVICE_ID: 'srv-front',
        RENDER_BACKEND_URL: 'https://api.example.com',
        RENDER_FRONTEND_URL: 'https://www.example.com',
      }).render,
    ).toEqual({
      apiKey: 'rnd_key',
      apiUrl: 'http://127.0.0.1:3101/v1',
      services: {
        backend: { serviceId: 'srv-back', url: 'https://api.example.com' },
        frontend: { serviceId: 'srv-front', url: 'https://www.example.com' },
      },
    });
  });

  it('refuses URLs that are not http(s)', () => {
    expect(problemsOf({ RENDER_API_URL: 'ftp://x', RENDER_BACKEND_URL: 'nope' })).toEqual([
      'RENDER_API_URL: must be an http(s) URL',
      'RENDER_BACKEND_URL: must be an http(s) URL',
    ]);
  });
});

describe('configVariables', () => {
  it('documents every variable with a description and a default', () => {
    expect(configVariables.map((v) => v.name)).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'DATA_DIR', 'WEB_DIST_DIR', 'DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL']),
    );
    for (const variable of configVariables) {
      expect(variable.description.length, variable.name).toBeGreaterThan(10);
      expect(variable.default, variable.name).not.toBe('');
    }
    expect(configVariablesMarkdown()).toContain('| `PORT` | `3000` |');
  });
});
