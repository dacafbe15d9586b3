import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fault and load suite (`npm run test:fault`): real server processes over a real PostgreSQL (TEST_DATABASE_URL,
 * any database on the server: each test creates and drops its own) and Redis (TEST_REDIS_URL). Without them every
 * test is skipped with a line saying why. The variables are read here (tooling config), not in the tests.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.TEST_REDIS_URL || undefined;

if (!databaseUrl || !redisUrl) {
  const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
  console.warn(
    `fault suite: ${missing} not set — the tests that need ${missing === 'TEST_REDIS_URL' ? 'Redis' : 'them'} are skipped ` +
      '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TEST_REDIS_URL=redis://127.0.0.1:6379).',
  );
}

export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'fault',
    environment: 'node',
    include: ['fault/**/*.test.ts'],
    // Each file starts several server processes: one file at a time on a small shared machine.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    provide: {
      fault: {
        databaseUrl,
        redisUrl,
        // The servers get a clean environment (nothing from the developer's shell such as STRIPE_SECRET_KEY), but
        // node must still be found.
        path: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
      },
    },
  },
});
