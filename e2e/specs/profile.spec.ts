import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { loginAs } from '../support/session';

const nav = (page: Page) => page.getByRole('navigation');

/** A fresh customer, so the demo accounts keep their passwords. */
async function registerCustomer(page: Page) {
  const who = { email: `profile-${Date.now()}@example.com`, password: 'first-pw1' };
  const response = await page.request.post('/api/auth/register', {
    data: {
      name: 'Pat Profile',
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
      birthDate: '1991-03-04',
    },
  });
  expect(response.ok()).toBe(true);
  return who;
}

test('a customer edits the profile, changes the password and logs in with the new one', async ({ page }) => {
  const who = await registerCustomer(page);
  await loginAs(page, who);
  await page.goto('/my-profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Pat');
  await expect(page.getByLabel('Last Name')).toHaveValue('Profile');

  await page.getByLabel('Last Name').fill('Renamed');
  await page.getByLabel('Change password?').check();
  await page.getByLabel('Current password').fill(who.password);
  await page.getByLabel('New password', { exact: true }).fill('second-pw2');
  await page.getByLabel('Confirm new password').fill('other-pw3');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('second-pw2');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Pat Renamed' })).toBeVisible();

  // The fresh token answered by the password change keeps this session alive.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pat Renamed' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await loginAs(page, { email: who.email, password: 'second-pw2' });
});

test('an e-mail preference toggled on the profile is still there after a reload', async ({ page }) => {
  const who = await registerCustomer(page);
  await loginAs(page, who);
  await page.goto('/my-profile');
  const promotional = page.getByRole('checkbox', { name: 'Promotional' });
  await expect(promotional).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/users/updateUserEmailSettings') && r.ok());
  await promotional.uncheck();
  await saved;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Promotional' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Bookings' })).toBeChecked();

  for (const tab of ['Payments', 'Bookings', 'Reviews']) await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('heading', { name: 'All reviews' })).toBeVisible();
});
