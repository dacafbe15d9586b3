import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  customer: { email: 'customer@example.com', password: 'customer123' },
} as const;

/** Logs in through the real login form and waits for the home page. */
export async function loginAs(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
}

/**
 * Logs in through the real login form on a phone: the navbar's Logout link sits in the closed drawer there, so the
 * stored token says the login happened.
 */
export async function loginOnPhone(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
}
