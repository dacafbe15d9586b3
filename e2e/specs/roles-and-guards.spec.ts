import { expect } from '@playwright/test';
import { test } from '../support/test';
import { demo, loginAs } from '../support/session';
import { snap } from '../support/screenshots';

const adminEntries = [
  'Create car',
  'Create Discount plan',
  'Create auction',
  'All cars',
  'All payments',
  'All support messages',
  'Statistics',
  'Deployments',
  'Prepared Search',
  'Create city',
];

test('the admin sees the whole Admin tools dropdown', async ({ page }) => {
  // Seven admin pages opened one after another: room for a loaded CI machine.
  test.setTimeout(90_000);
  await loginAs(page, demo.admin);
  await page.getByRole('navigation').getByRole('button', { name: 'Admin tools' }).click();
  const menu = page.getByRole('menu');
  for (const name of adminEntries) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await snap(page, 'admin-tools');

  await menu.getByRole('menuitem', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { name: 'Statistics page' })).toBeVisible();

  for (const [path, name] of [
    ['/my-payments', 'All payments'],
    ['/manage-car', 'Create car'],
    ['/create-discount', 'Create discount plan'],
    ['/create-auction', 'Create auction'],
    ['/all-messages', 'All support messages'],
    ['/deployments', 'Deployments'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    // Its own names: the feature journeys keep richer pictures of these pages under admin-….
    await snap(page, `guard-admin${path.replaceAll('/', '-')}`);
  }
});

test('a customer opening an admin route lands on the home page', async ({ page }) => {
  await loginAs(page, demo.customer);
  for (const path of ['/statistics', '/manage-car', '/deployments', '/my-payments']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Admin tools' })).toHaveCount(0);
});

test('a guest opening a logged-in or role route lands on the home page', async ({ page }) => {
  for (const path of ['/my-profile', '/all-auctions', '/new-booking', '/statistics']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an unknown path and /ping show the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/ping']) {
    await page.goto(path);
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  }
  await snap(page, 'not-found');
  await page
    .getByRole('link', { name: 'Return to Home' })
    .or(page.getByRole('button', { name: 'Return to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});
