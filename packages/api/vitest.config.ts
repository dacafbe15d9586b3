import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one database per run (a PGlite snapshot, or the TEST_DATABASE_URL template) for every test file.
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share their worker's modules instead of importing the whole API again each (~3 s per file, a
    // third of the project's time). Safe here: no file of this project mocks a module or stubs a global, and each
    // one opens its own app and database (test/app.ts). The security project keeps isolation: it mocks modules.
    isolate: false,
    // scrypt at OWASP strength takes ~0.4 s per password check; a few tests make a dozen of them.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
