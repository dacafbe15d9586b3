import { defineProject } from 'vitest/config';

/**
 * The security suite (security/README.md): route matrix, token attacks, IDOR, bad bodies, rate limits, headers, leaks,
 * and the rules about money and accounts.
 * Kept outside src/ so the api project does not run it twice; `npm run test:security` runs it alone.
 */
export default defineProject({
  test: {
    name: 'security',
    environment: 'node',
    include: ['security/**/*.test.ts'],
    // The same migrated database snapshot and factory password hash as the api project.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
