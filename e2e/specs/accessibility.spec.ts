import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { describeFindings, seriousViolations, waitForPage, type AxeFinding } from '../support/axe';
import { routesFor } from '../support/routes';
import { demo, loginAs } from '../support/session';

/**
 * Accessibility: axe over every route (docs/product/screens-and-navigation.md#route-table) for a guest, a customer and
 * an admin → no serious or critical violation (WCAG A/AA and best practices). This journey runs first in the suite,
 * while the demo accounts are as seeded (the demo customer won auction 2).
 */
async function checkRoutes(page: Page, who: string, routes: readonly string[]): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await waitForPage(page);
    findings.push(...(await seriousViolations(page, `${who} ${route}`)));
  }
  return findings;
}

test('every page is free of serious and critical axe violations for a guest', async ({ page }) => {
  test.setTimeout(150_000);
  const findings = await checkRoutes(page, 'guest', routesFor.guest);
  expect(findings, describeFindings(findings)).toEqual([]);
});

test('every page is free of serious and critical axe violations for a customer, dialogs included', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, demo.customer);
  const findings = await checkRoutes(page, 'customer', routesFor.customer);

  await page.goto('/discount-plans');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Ask for help' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Ask for help' }).getByLabel('How can we help you?')).toBeVisible();
  findings.push(...(await seriousViolations(page, 'customer "Ask for help" dialog')));

  expect(findings, describeFindings(findings)).toEqual([]);
});

test('every page is free of serious and critical axe violations for an admin, menus and dialogs included', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await loginAs(page, demo.admin);
  const findings = await checkRoutes(page, 'admin', routesFor.admin);

  await page.goto('/discount-plans');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Admin tools' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create city' })).toBeVisible();
  findings.push(...(await seriousViolations(page, 'admin "Admin tools" menu')));
  await page.getByRole('menuitem', { name: 'Create city' }).click();
  await expect(page.getByRole('dialog', { name: 'Create city' })).toBeVisible();
  findings.push(...(await seriousViolations(page, 'admin "Create city" dialog')));

  expect(findings, describeFindings(findings)).toEqual([]);
});
