import { expect, type Page } from '@playwright/test';
import { blockMessages, bookingsTexts, formatMoney, reviewMessages, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { registerCustomer, type Who } from '../support/auctions';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';
import { daysAhead } from '../support/slow-phone';
import { test } from '../support/test';
import { tripOf } from '../support/trips';

/**
 * Feedback where people expect it, on a phone (docs/product/errors-and-messages.md#in-place-messages): every action
 * says what it did, in place, and never with a bare status code.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The login form on the phone (the navbar's Logout link sits in the closed drawer, so loginAs cannot wait for it). */
async function loginOnPhone(page: Page, who: Who) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
}

const plate = (name: string) => `E2E-${name}-${String(Date.now()).slice(-6)}`;

test('"Ask for help" from the phone menu says "Message has been sent!"', async ({ page, request }) => {
  const hal = await registerCustomer(request, 'Hal Helpless');
  await loginOnPhone(page, hal);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog', { name: 'Wayfare' }).getByRole('button', { name: 'Ask for help' }).tap();
  const prompt = page.getByRole('dialog', { name: 'Ask for help' });
  await prompt.getByLabel('How can we help you?').fill('Can I bring a bicycle rack?');
  await prompt.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByText('Message has been sent!')).toBeVisible();
  await snap(page, 'phone-ask-for-help-sent');
});

test('canceling a paid trip: "Keep booking" keeps it; canceling says what goes back to the card', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const kim = await registerCustomer(request, 'Kim Keeper');
  const { bookingId, totalPrice } = await tripOf(request, kim, {
    plate: plate('KEEP'),
    make: 'Keep',
    model: 'Or Cancel',
    day: 150,
    pay: true,
  });
  await loginOnPhone(page, kim);
  await page.goto('/my-bookings');
  const cancel = page.getByRole('button', { name: `Cancel booking #${bookingId}` });

  await cancel.tap();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(
    dialog.getByText(englishOf(text(bookingsTexts, 'trips.youGetBack', { amount: formatMoney(totalPrice) }))),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await snap(page, 'phone-cancel-dialog');
  await dialog.getByRole('button', { name: 'Keep booking' }).tap();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeVisible();

  await cancel.tap();
  await dialog.getByRole('button', { name: 'Cancel booking' }).tap();
  await expect(
    page.getByText(
      englishOf(text(bookingsTexts, 'trips.canceledWithRefund', { bookingId, amount: formatMoney(totalPrice) })),
    ),
  ).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await snap(page, 'phone-cancel-notice');
});

test('an empty review marks its field instead of opening a second pop-up', async ({ page }) => {
  test.setTimeout(60_000);
  await loginOnPhone(page, demo.customer);
  await page.goto('/my-bookings');
  // The demo customer's finished trips are a page or two down once other journeys have booked.
  const review = page.getByRole('button', { name: /^Review booking/ }).first();
  for (let pages = 0; pages < 5 && !(await review.isVisible()); pages++) {
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.waitForLoadState('networkidle');
  }
  await review.tap();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await dialog.getByRole('button', { name: 'Save review' }).tap();
  const text = dialog.getByRole('textbox', { name: 'Review' });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(reviewMessages.textRequired)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await snap(page, 'phone-review-empty');
});

test('blocking a booked car names the bookings as links to their rows, without a status code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const bo = await registerCustomer(request, 'Bo Blocked');
  const { bookingId, carId, start } = await tripOf(request, bo, {
    plate: plate('BLOCK'),
    make: 'Blocked',
    model: 'By Booking',
    day: 160,
    pay: false,
  });
  await loginOnPhone(page, demo.admin);
  await page.goto(`/car-info?carId=${carId}`);
  const form = page.getByRole('form', { name: 'Block the car' });
  await form.getByLabel('Block from').fill(start.slice(0, 10));
  await form.getByLabel('Block until').fill(daysAhead(161));
  await form.getByLabel('Reason').fill('Brakes');
  await form.getByRole('button', { name: 'Block car' }).tap();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText(blockMessages.overlapsBookingsLead);
  await expect(refusal).not.toContainText('409');
  await snap(page, 'phone-block-refused');
  await refusal.getByRole('link', { name: `#${bookingId}` }).tap();
  await expect(page).toHaveURL(new RegExp(`#booking-${bookingId}$`));
  const row = page.locator(`#booking-${bookingId}`);
  await expect(row).toContainText('Bo Blocked');
  await expect(row).toBeInViewport();
});

test('a new car saved on the phone: a notice, and its info page opens', async ({ page }) => {
  test.setTimeout(60_000);
  const newPlate = plate('NEW');
  await loginOnPhone(page, demo.admin);
  await page.goto('/manage-car');
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Berlin' });
  await page.getByLabel('Make', { exact: true }).fill('Fresh');
  await page.getByLabel('Model', { exact: true }).fill('Arrival');
  await page.getByLabel('Registration plate', { exact: true }).fill(newPlate);
  await page.getByLabel('Fuel consumption', { exact: true }).fill('5.5');
  await page.getByLabel('Seats', { exact: true }).fill('5');
  await page.getByLabel('Doors', { exact: true }).fill('4');
  await page.getByLabel('Transmission', { exact: true }).selectOption({ label: 'Auto' });
  await page.getByLabel('Extras', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Is exclusive', { exact: true }).selectOption({ label: 'No' });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(page.getByText('Fresh Arrival has been added to the fleet.')).toBeVisible();
  await expect(page).toHaveURL(/\/car-info\?carId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car info' })).toBeVisible();
  await expect(page.getByText(`Registration number: ${newPlate}`)).toBeVisible();
  await snap(page, 'phone-new-car-saved');
});
