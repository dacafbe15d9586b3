import { test as base, type Page } from '@playwright/test';

/**
 * The landing pages arrive prerendered (packages/web/scripts/prerender.mjs): they are on screen before the app's code
 * has loaded. What a visitor types or presses in that moment waits for the app (slow-phone.spec.ts acts that way); the
 * other journeys, after loading such a page, wait for the app to have taken over (main.tsx marks
 * <html data-app-ready>), so that each step is checked on its own. Other pages are unaffected.
 */
export function waitForAppOnLoad(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      await page.waitForFunction(
        () => !document.querySelector('script[data-entry]') || document.documentElement.hasAttribute('data-app-ready'),
      );
      return response;
    }) as never;
  }
  return page;
}

/** Playwright's `test`, whose `page` waits for the app after each load. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});
