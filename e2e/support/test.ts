import { test as base, type Page } from '@playwright/test';
import { slowPhone } from './slow-phone';

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

/**
 * Playwright's `test`, whose `page` waits for the app after each load (on a slow phone's CPU and line in the
 * phone-throttled project), and which closes the browser contexts a journey
 * opened itself (another customer's browser, sessionOf in auctions.ts) when it ends. Playwright closes only its own
 * `context`: the others stayed open on the shared browser, and their auction pages went on ticking, beating and
 * re-rendering through every later journey — a CI run timed out a two-browser auction journey under that load.
 */
export const test = base.extend<{ page: Page; closeOwnContexts: void; throttle: boolean }>({
  /** The phone-throttled project (playwright.config.ts) runs the phone journeys on a slow phone's CPU and line. */
  throttle: [false, { option: true }],
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  page: async ({ page, throttle }, use) => {
    if (throttle) await slowPhone(page);
    await use(waitForAppOnLoad(page));
  },
});
