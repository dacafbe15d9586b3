import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { waitForPage } from '../support/axe';
import { routeName, routesFor } from '../support/routes';
import { snap } from '../support/screenshots';
import { demo, loginOnPhone } from '../support/session';

/**
 * Every page of the route table (docs/product/screens-and-navigation.md#route-table) is usable on a 375 px phone —
 * nothing wider than the screen (no sideways scrolling), the menu behind the burger — with a screenshot of each
 * (mobile-<visitor>-<page>).
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

async function checkRoutes(page: Page, who: string, routes: readonly string[]): Promise<string[]> {
  const tooWide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await waitForPage(page);
    const width = await scrollWidth(page);
    if (width > 375) tooWide.push(`${who} ${route}: ${width} px`);
    await snap(page, `mobile-${who}-${routeName(route)}`);
  }
  return tooWide;
}

test('every page fits a 375 px screen for a guest, and the menu opens from the burger', async ({ page }) => {
  test.setTimeout(120_000);
  const tooWide = await checkRoutes(page, 'guest', routesFor.guest);
  expect(tooWide).toEqual([]);

  await page.goto('/discount-plans');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wayfare' });
  await drawer.getByRole('link', { name: 'Login' }).click();
  // With the page to come back to (docs/product/accounts-and-roles.md#coming-back).
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdiscount-plans$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every page fits a 375 px screen for a customer', async ({ page }) => {
  test.setTimeout(180_000);
  await loginOnPhone(page, demo.customer);
  const tooWide = await checkRoutes(page, 'customer', routesFor.customer);
  expect(tooWide).toEqual([]);
});

test('every page fits a 375 px screen for an admin, admin tools in the drawer', async ({ page }) => {
  test.setTimeout(240_000);
  await loginOnPhone(page, demo.admin);
  const tooWide = await checkRoutes(page, 'admin', routesFor.admin);
  expect(tooWide).toEqual([]);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Wayfare' });
  await drawer.getByRole('button', { name: 'Admin tools' }).click();
  await snap(page, 'mobile-admin-drawer');
  await drawer.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics page' })).toBeVisible();
});
