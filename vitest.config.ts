import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/common', 'packages/api', 'packages/api/vitest.security.config.ts', 'packages/web'],
  },
});
