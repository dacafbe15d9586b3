import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';

const nav = (page: Page) => page.getByRole('navigation');

test('a guest sees the public links, registers, is logged in, and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Easy, Fast, Yours')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Discount plans' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My profile' })).toHaveCount(0);
  await snap(page, 'home-guest');

  await page.goto('/discount-plans');
  await snap(page, 'discount-plans-guest');

  // The navbar's Register brings the visitor back to this page (docs/product/accounts-and-roles.md#coming-back).
  await nav(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?returnTo=%2Fdiscount-plans$/);
  const email = `traveller-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Tess Traveller');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByLabel('Birth date').fill('1990-04-12');
  await snap(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/discount-plans$/);
  for (const name of ['All auctions', 'My profile', 'Logout']) {
    await expect(nav(page).getByRole('link', { name })).toBeVisible();
  }
  await expect(nav(page).getByRole('button', { name: 'Ask for help' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: 'Admin tools' })).toHaveCount(0);
  await page.goto('/');
  await snap(page, 'home-customer');

  // Guests-only routes send a logged-in visitor home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  await nav(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My profile' })).toHaveCount(0);

  // The new account works with the login form too.
  await page.goto('/login');
  await snap(page, 'login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(nav(page).getByRole('link', { name: 'Logout' })).toBeVisible();
});

test('the login form shows the spec messages and a failed login explains itself', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oops...' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('401 - ');
  await snap(page, 'login-failed');
});
