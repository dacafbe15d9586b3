import { expect, type Browser, type Page } from '@playwright/test';
import { test, waitForAppOnLoad } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

const TOTALS = [
  'Total Bookings',
  'Total Revenue',
  'Total Distance',
  'Total Users',
  'Total Reviews',
  'Fleet utilization (30 days)',
];
const CHARTS = [
  'Most bought discount plans',
  'Most popular cars',
  'Most popular trips',
  'Bookings per Month',
  'Most popular Cars over time',
];
const OVER_TIME = '/api/statistics/popular-over-time';

/** A day this many days from today (negative: in the past) as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo seed has trips but no plan purchases: a customer of our own buys one through the test checkout, so the
 * discount plans chart has a column to draw too.
 */
async function buyAPlan(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = waitForAppOnLoad(await context.newPage());
  const customer = { email: `stats-${Date.now()}@example.com`, password: 'secret12' };
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Stella Stats', ...customer, confirmPassword: customer.password, birthDate: '1990-05-05' },
  });
  expect(registered.ok()).toBe(true);
  await loginAs(page, customer);
  await page.goto('/discount-plans');
  await page.getByRole('article', { name: 'Weekend Saver' }).getByRole('button', { name: /^Buy / }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Stella Stats');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await context.close();
}

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * Scrolls to a block as a person reading the page would, until its chart is drawn: a chart is drawn when its block
 * comes near the screen, and its card is then drawn anew (a card found a moment before may have left the page).
 */
async function scrollToChart(page: Page, title: string): Promise<void> {
  await expect(async () => {
    await chart(page, title).scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(chart(page, title).locator('svg.recharts-surface').first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('the admin reads the totals and the five charts, narrows the cars over time to a range and resets it', async ({
  page,
  browser,
}) => {
  // A long journey (a plan bought through the checkout, then six requests drawn into five charts): room for a loaded CI machine.
  test.setTimeout(90_000);
  await buyAPlan(browser);
  const overTime: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === OVER_TIME) overTime.push(url);
  });

  await loginAs(page, demo.admin);
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics page' })).toBeVisible();
  for (const label of TOTALS) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText('Total Revenue', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  );
  await expect(page.getByText('Total Distance', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(
    / km$/,
  );
  await expect(
    page.getByText('Fleet utilization (30 days)', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(/^\d+(\.\d)? %$/);
  for (const title of CHARTS) {
    await expect(chart(page, title).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await scrollToChart(page, title);
    await expect(chart(page, title).locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart(page, title).getByText('No data yet')).toHaveCount(0);
  }
  await expect(
    chart(page, 'Most popular cars')
      .getByRole('list', { name: 'Most popular cars legend' })
      .getByRole('listitem')
      .first(),
  ).toContainText(/\(.+\): \d+$/);
  await expect(
    chart(page, 'Most popular trips')
      .getByRole('list', { name: 'Most popular trips legend' })
      .getByRole('listitem')
      .first(),
  ).toContainText(/ - .+: \d+$/);
  expect(overTime).toHaveLength(1);
  expect(overTime[0]!.search).toBe('');
  await snap(page, 'admin-statistics');

  const block = chart(page, 'Most popular Cars over time');
  await block.getByLabel('From').fill(day(0));
  await block.getByLabel('To').fill(day(-200));
  await block.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByText('Start date must be before end date')).toBeVisible();
  await page.waitForTimeout(300);
  expect(overTime).toHaveLength(1);

  await block.getByLabel('From').fill(day(-200));
  await block.getByLabel('To').fill(day(0));
  await block.getByRole('button', { name: 'APPLY' }).click();
  await expect.poll(() => overTime.length).toBe(2);
  expect(overTime[1]!.searchParams.get('startDateTime')).toBe(`${day(-200)}T00:00:01`);
  expect(overTime[1]!.searchParams.get('endDateTime')).toBe(`${day(0)}T23:59:59`);
  await expect(block.locator('svg.recharts-surface').first()).toBeVisible();
  // APPLY scrolls to the bottom of the page, where this block is.
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2))
    .toBe(true);
  await snap(page, 'admin-statistics-range');

  await page.evaluate(() => window.scrollTo(0, 0));
  await block.getByRole('button', { name: 'RESET' }).click();
  await expect.poll(() => overTime.length).toBe(3);
  expect(overTime[2]!.search).toBe('');
  await expect(block.getByLabel('From')).toHaveValue('');
  await expect(block.getByLabel('To')).toHaveValue('');
  await expect.poll(() => page.evaluate(() => window.scrollY > 0)).toBe(true);
});

test('on a 375 px phone the statistics page fits the width and its charts still draw', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics page' })).toBeVisible();
  for (const title of CHARTS) await scrollToChart(page, title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'admin-statistics-mobile');
});
