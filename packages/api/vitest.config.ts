import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one database per run (a PGlite snapshot, or the TEST_DATABASE_URL template) for every test file.
    globalSetup: ['src/test/global-setup.ts'],
    // scrypt at OWASP strength takes ~0.4 s per password check; a few tests make a dozen of them.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
