import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'common', environment: 'node', include: ['src/**/*.test.ts'] },
});
