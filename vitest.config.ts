import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/common',
      'packages/api',
      'packages/api/vitest.security.config.ts',
      'packages/web',
      // The checks `npm run lint` runs besides the linters (scripts/house).
      { test: { name: 'house', include: ['scripts/house/**/*.test.mjs'], environment: 'node' } },
    ],
    // Vitest's default (cores − 1) is one worker on a 2-core machine, leaving a core idle while test files wait on
    // PGlite, scrypt and timers: two files at a time there took npm test from ~9 to ~7 minutes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
