import { expect } from '@playwright/test';
import { citiesByName, daysAhead } from '../support/slow-phone';
import { test } from '../support/test';

/**
 * A page opened by its address (a link from elsewhere, a typed address) opens at its top, whatever the page opened that
 * way before it was scrolled to; a reload comes back where the reader was.
 */
test('a page opened by its address opens at its top; a reload keeps the place', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const { Berlin, Munich, Hamburg } = await citiesByName(request);
  const search = (to: number) =>
    `/search?fromCity=${Berlin!.id}&toCity=${to}&fromDate=${daysAhead(30)}&fromTime=10:00&toDate=${daysAhead(32)}&toTime=10:00`;

  await page.goto(search(Munich!.id));
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await page.goto(search(Hamburg!.id));
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});
