import { expect } from '@playwright/test';
import { test } from '../support/test';
import { demo, loginAs } from '../support/session';
import { snap } from '../support/screenshots';

/**
 * Every route of the route table (docs/product/screens-and-navigation.md#route-table) opens for the role it belongs to
 * and shows its page (a screenshot of each is kept). Pages of features still to come show their heading; their guards
 * are already real.
 */
const publicPages = [
  ['/all-cars', 'All cars'],
  ['/discount-plans', 'Discount plans'],
  ['/search?fromCity=1&toCity=2&fromDate=2030-01-10&toDate=2030-01-12&fromTime=10:00&toTime=10:00', 'Available cars'],
] as const;

const loggedInPages = [
  ['/my-bookings', 'All Bookings'],
  ['/all-auctions', 'Auctions'],
  ['/auction?auctionId=1', 'Auction #1'],
  ['/my-profile', 'My profile'],
  ['/claim-auction?auctionId=1', 'Claim auction #1'],
] as const;

const adminPages = [
  ['/car-info?carId=1', 'Car info'],
  ['/statistics', 'Statistics page'],
  ['/fleet-calendar', 'Fleet calendar'],
  ['/audit', 'Audit log'],
] as const;

function shotName(prefix: string, path: string) {
  return `${prefix}-${path.split('?')[0]!.slice(1)}`;
}

test('public pages open for a guest', async ({ page }) => {
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await snap(page, shotName('guest', path));
  }
});

test('logged-in pages and the customer-only booking page open for a customer', async ({ page }) => {
  await loginAs(page, demo.customer);
  for (const [path, heading] of [...loggedInPages, ['/new-booking?carId=1', 'New booking'] as const]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await snap(page, shotName('customer', path));
  }
  // /pay-handle confirms with the server and always ends on the home page.
  await page.goto('/pay-handle');
  await expect(page).toHaveURL(/\/$/);
});

test('admins open the admin pages but not the customer-only booking page', async ({ page }) => {
  await loginAs(page, demo.admin);
  for (const [path, heading] of adminPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await snap(page, shotName('admin', path));
  }
  await page.goto('/new-booking?carId=1');
  await expect(page).toHaveURL(/\/$/);
});

test('logout shows "Logging out..." and ends the session', async ({ page }) => {
  await loginAs(page, demo.customer);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
});
