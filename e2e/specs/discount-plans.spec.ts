import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

type City = { id: number; name: string };

/** A day this many days ahead as YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const planCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a guest sees the plans with "Login to buy"', async ({ page }) => {
  await page.goto('/discount-plans');
  const card = planCard(page, 'Weekend Saver');
  await expect(card).toContainText('10% off');
  await expect(card.getByRole('link', { name: 'Login to buy' })).toBeVisible();
});

test('the admin creates a plan (messages first) and deletes it after confirming', async ({ page }) => {
  const title = `Flash sale ${Date.now()}`;
  await loginAs(page, demo.admin);
  await page.goto('/create-discount');
  await page.getByRole('button', { name: 'Create discount plan' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('15% off your next two trips');
  await page.getByLabel('Remaining uses').fill('2');
  await page.getByLabel('Discount value (%)').fill('101');
  await expect(page.getByText('Discount must be a positive whole number, at most 100')).toBeVisible();
  await page.getByLabel('Discount value (%)').fill('15');
  await page.getByLabel('Price (€)').fill('12.5');
  await snap(page, 'admin-create-discount');
  await page.getByRole('button', { name: 'Create discount plan' }).click();

  await expect(page).toHaveURL(/\/discount-plans$/);
  const card = planCard(page, title);
  await expect(card).toContainText('15% off');
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this discount plan?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('a new customer buys a plan with 4242…, sees "Already bought" and a Discount line at /new-booking', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Dana Discount');
  await page.getByLabel('Email', { exact: true }).fill(`saver-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByLabel('Birth date').fill('1990-04-12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/discount-plans');
  const card = planCard(page, 'City Hopper');
  await card.getByRole('button', { name: 'Buy 24.99 €' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByLabel('Amount')).toHaveText('24.99 €');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Dana Discount');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();

  await page.goto('/discount-plans');
  await expect(planCard(page, 'City Hopper').getByText('Already bought')).toBeVisible();
  await expect(planCard(page, 'Weekend Saver').getByRole('button', { name: 'Buy 9.99 €' })).toBeVisible();
  await snap(page, 'customer-discount-plans');

  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const cityId = (name: string) => String(cities.find((c) => c.name === name)?.id);
  const query = new URLSearchParams({
    fromCity: cityId('Berlin'),
    toCity: cityId('Munich'),
    fromDate: daysAhead(120),
    toDate: daysAhead(121),
    fromTime: '10:00',
    toTime: '12:00',
  });
  await page.goto(`/search?${query}`);
  await page.getByRole('link', { name: 'Start booking' }).first().click();
  await expect(page).toHaveURL(/\/new-booking\?/);
  await expect(page.getByTestId('booking-total')).toBeVisible();
  await expect(page.getByText(/^− \d+\.\d{2} €$/)).toBeVisible();
  await snap(page, 'customer-new-booking-discount');
});
