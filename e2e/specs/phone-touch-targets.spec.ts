import { expect, type Locator, type Page } from '@playwright/test';
import { reviewMessages } from '@wayfare/common';
import { test } from '../support/test';
import { waitForPage } from '../support/axe';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';
import { starOf } from '../support/stars';

/**
 * On a touch screen every control is at least 44 × 44 px: inputs, the menu button, checkboxes with their labels, the
 * review's stars, the paging (docs/product/screens-and-navigation.md#touch-targets); and a review's stars start empty
 * (docs/product/bookings-and-payments.md#reviews).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A control's size, or what is wrong with it. */
async function tooSmall(control: Locator, what: string): Promise<string[]> {
  const box = await control.boundingBox();
  if (!box) return [`${what}: not on the page`];
  // Sub-pixel layout: 43.99 px is 44 px on screen.
  return box.width >= 43.5 && box.height >= 43.5 ? [] : [`${what}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`];
}

/** The box of the field a thumb presses: the input's own box (a password's input sits inside it, within its border). */
const fieldOf = (input: Locator) =>
  input.locator('xpath=ancestor-or-self::*[contains(@class, "mantine-Input-input")][1]');

async function loginOnPhone(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
}

test('the login form, the menu button and the paging are 44 px targets for a thumb', async ({ page }) => {
  await page.goto('/login');
  await waitForPage(page);
  const problems = [
    ...(await tooSmall(fieldOf(page.getByLabel('Email', { exact: true })), 'Email')),
    ...(await tooSmall(fieldOf(page.getByLabel('Password', { exact: true })), 'Password')),
    ...(await tooSmall(page.getByRole('button', { name: 'Login' }), 'Login')),
    ...(await tooSmall(page.getByRole('button', { name: 'Open navigation' }), 'the menu button')),
  ];

  await page.goto('/all-cars');
  await waitForPage(page);
  const paging = page.getByRole('navigation', { name: 'Pages' });
  problems.push(
    ...(await tooSmall(paging.getByRole('button', { name: 'Previous' }), 'Previous')),
    ...(await tooSmall(paging.getByRole('button', { name: 'Next' }), 'Next')),
  );
  expect(problems).toEqual([]);
});

test('a checkbox is pressed by its 44 px label; a review starts with empty stars of 44 px', async ({ page }) => {
  test.setTimeout(90_000);
  await loginOnPhone(page, demo.customer);

  await page.goto('/all-auctions');
  await waitForPage(page);
  const onlyMine = page.getByRole('checkbox', { name: 'Only auctions I bid on' });
  const label = page.locator('label', { hasText: 'Only auctions I bid on' });
  const problems = await tooSmall(label, 'the label of "Only auctions I bid on"');
  await label.tap();
  await expect(onlyMine).toBeChecked();
  await expect(page).toHaveURL(/mine=true/);

  await page.goto('/my-bookings');
  await waitForPage(page);
  // The demo customer's finished trips may be a page or two down once other journeys have booked.
  const review = page.getByRole('button', { name: /^Review booking/ }).first();
  for (let pages = 0; pages < 5 && !(await review.isVisible()); pages++) {
    await page.getByRole('button', { name: 'Next' }).tap();
    await waitForPage(page);
  }
  problems.push(...(await tooSmall(review, 'the Review button')));
  await review.tap();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  for (const rating of ['Value for money', 'Car condition', 'Car speed']) {
    for (let stars = 1; stars <= 5; stars++) {
      await expect(dialog.getByRole('radio', { name: `${rating}: ${stars} of 5` })).not.toBeChecked();
      problems.push(...(await tooSmall(await starOf(dialog, rating, stars), `${rating}: ${stars} of 5`)));
    }
  }
  problems.push(...(await tooSmall(fieldOf(dialog.getByRole('textbox', { name: 'Review' })), 'the review text')));
  expect(problems).toEqual([]);

  // Written but not rated: each rating says so, and nothing is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/reviews')) sent++;
  });
  await dialog.getByRole('textbox', { name: 'Review' }).fill('Smooth ride on a phone.');
  await dialog.getByRole('button', { name: 'Save review' }).tap();
  await expect(dialog.getByText(reviewMessages.createRating)).toHaveCount(3);
  await snap(page, 'phone-review-unrated');
  await (await starOf(dialog, 'Value for money', 4)).tap();
  await (await starOf(dialog, 'Car condition', 5)).tap();
  await expect(dialog.getByRole('radio', { name: 'Value for money: 4 of 5' })).toBeChecked();
  await expect(dialog.getByText(reviewMessages.createRating)).toHaveCount(1);
  expect(sent).toBe(0);
});
