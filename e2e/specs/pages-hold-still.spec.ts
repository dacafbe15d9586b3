import { expect, type Locator, type Page } from '@playwright/test';
import { routesFor } from '../support/routes';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/**
 * The logged-in pages a person uses most are drawn in steps on a slow phone — the app's frame, the page, then each
 * answer of the API — and no step may move what an earlier one put on screen: a phone user about to tap something
 * taps something else. Lighthouse's mobile screen, a CPU four times slower and every API answer 600 ms late; the
 * page's layout shifts (the browser's Layout Instability API, the ones not caused by input) are summed — stricter than
 * Lighthouse's CLS, which keeps only the worst burst — and must stay under 0.01.
 */
const PHONE = { width: 412, height: 823 };

const API_DELAY_MS = 600;
/** Time after the page is complete for late answers (a card's data) to land, and shift things if they would. */
const SETTLE_MS = 2_000;

interface Case {
  who: keyof typeof demo;
  path: string;
  /** What shows once the page's own data has been drawn. */
  drawn: (page: Page) => Locator;
}

const CASES: Case[] = [
  {
    who: 'customer',
    path: routesFor.customer.find((route) => route.startsWith('/new-booking?'))!,
    drawn: (page) => page.getByRole('button', { name: 'PAY NOW' }),
  },
  { who: 'admin', path: '/statistics', drawn: (page) => page.getByText('Total Bookings', { exact: true }) },
];

/** Sums every layout shift not caused by input from the start of each document. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
        );
        record.layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const { who, path, drawn } of CASES) {
  test(`${path.split('?')[0]} holds still while it loads on a slow phone (${who})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, demo[who]);
    // After the login, whose check looks for Logout in the wide navbar (a phone has it in the burger menu).
    await page.setViewportSize(PHONE);
    await recordShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.fallback();
    });

    await page.goto(path, { waitUntil: 'commit' });
    await expect(drawn(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);

    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
  });
}
