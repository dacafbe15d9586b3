import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compiledCatalogue } from './vite.config';

export default defineProject({
  // The catalogue arrives compiled, as in the build.
  plugins: [react(), compiledCatalogue()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-page tests type and click through forms; under load a journey can pass 5 s (see asyncUtilTimeout).
    testTimeout: 20_000,
  },
});
