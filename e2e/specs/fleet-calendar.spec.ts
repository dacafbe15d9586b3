import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

const bars = (page: Page) =>
  page.getByRole('table', { name: 'Fleet calendar' }).getByRole('link', { name: /^Booking #/ });

/** Goes back a view at a time (Previous) until the calendar shows a booking; the demo's trips lie in the past. */
async function findViewWithBooking(page: Page) {
  await expect(page.getByRole('table', { name: 'Fleet calendar' })).toBeVisible();
  for (let views = 0; views < 12; views++) {
    if ((await bars(page).count()) > 0) return;
    const startDay = page.getByLabel('Start day');
    const before = await startDay.inputValue();
    await page.getByRole('button', { name: 'Previous' }).click();
    // The field turns with the view; the skeleton stands until the new view's answer is in.
    await expect(startDay).not.toHaveValue(before);
    await expect(page.getByLabel('Loading the fleet calendar')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Fleet calendar' })).toBeVisible();
  }
  expect(await bars(page).count(), 'a booking within the last 24 weeks').toBeGreaterThan(0);
}

test('the admin finds a trip on the fleet calendar by keyboard and opens its car', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, demo.admin);
  await page.getByRole('navigation').getByRole('button', { name: 'Admin tools' }).click();
  await page.getByRole('menuitem', { name: 'Fleet calendar', exact: true }).click();
  await expect(page).toHaveURL(/\/fleet-calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet calendar' })).toBeVisible();
  await findViewWithBooking(page);

  // From the day picker, Tab walks the car headers and the bars in reading order until a bar has the focus.
  await page.getByLabel('Start day').focus();
  let name = '';
  for (let presses = 0; presses < 200 && !name.startsWith('Booking #'); presses++) {
    await page.keyboard.press('Tab');
    name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }
  // "Booking #4, Finished: Carl Customer, Vienna 2026-11-06 10:00 to Prague …": the customer is in the name.
  const customer = /^Booking #\d+, \w+: ([^,]+), /.exec(name)?.[1];
  expect(customer, name).toBeTruthy();
  await expect(page.getByRole('tooltip')).toContainText(`${customer}, `);
  await snap(page, 'admin-fleet-calendar');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/car-info\?carId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Car info' }).first()).toBeVisible();
});

test('on a 375 px phone only the calendar scrolls sideways', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fleet-calendar');
  const scroller = page.getByTestId('fleet-calendar-scroller');
  await expect(page.getByRole('table', { name: 'Fleet calendar' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await snap(page, 'admin-fleet-calendar-mobile');
});
