import { expect, test } from '@playwright/test';
import { bookingsTexts, formatMoney, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { registerCustomer } from '../support/auctions';
import { collectErrors, isLoggedIn, open, slowPhone } from '../support/slow-phone';
import { tripOf } from '../support/trips';

/**
 * The trips of docs/product/bookings-and-payments.md#cancellation-policy on a slow phone (support/slow-phone.ts): a
 * person presses Cancel the moment it shows, and must still see what comes back before confirming.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await slowPhone(page);
});

test('/my-bookings: canceling a paid trip the moment the button shows tells what comes back before confirming', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const cleo = await registerCustomer(request, 'Cleo Canceler');
  const { bookingId, totalPrice } = await tripOf(request, cleo, {
    plate: `E2E-SLOW-CANCEL-${test.info().retry}`,
    make: 'Slow',
    model: 'Canceler',
    day: 240,
    pay: true,
  });

  await open(page, '/login');
  await page.getByLabel('Email', { exact: true }).pressSequentially(cleo.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(cleo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => isLoggedIn(page), { timeout: 30_000 }).toBe(true);

  // Pressed the moment it shows: the confirmation opens only with the server's refund in it.
  await open(page, '/my-bookings');
  await page.getByRole('button', { name: `Cancel booking #${bookingId}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(
    dialog.getByText(englishOf(text(bookingsTexts, 'trips.youGetBack', { amount: formatMoney(totalPrice) }))),
  ).toBeVisible();
  await expect(dialog).not.toContainText('Working out');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  // The list is cards at this width (docs/product/screens-and-navigation.md#lists-on-a-phone): the notice says what
  // came back, and the booking offers no Cancel any more.
  await expect(
    page.getByText(
      englishOf(text(bookingsTexts, 'trips.canceledWithRefund', { bookingId, amount: formatMoney(totalPrice) })),
    ),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: `Cancel booking #${bookingId}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});
