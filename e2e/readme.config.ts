import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run screenshots`: the README's pictures of the demo (docs/screenshots/*.png), taken from the built app on a
 * freshly seeded embedded database, as the e2e journeys start it. Chromium at 1280×800 (the phone's pictures at 390×844).
 */
export default defineConfig({
  ...e2e,
  testDir: './readme',
  retries: 0,
  reporter: [['list']],
  use: { ...e2e.use, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  projects: (e2e.projects ?? []).map((project) => ({
    ...project,
    use: { ...project.use, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  })),
});
