import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

const bookingsTable = (page: Page) => page.getByRole('table', { name: 'All Bookings' });

/** The first of the customer's trips with this coverage that offers Report (the demo's past trips are Finished/Rated). */
const reportable = (page: Page, coverage: 'No' | 'Top' | 'Premium') =>
  bookingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: coverage, exact: true }) })
    .filter({ has: page.getByRole('button', { name: /^Report damage/ }) })
    .first();

test('a customer reports damage on a finished trip of theirs and finds the charge to pay in the profile', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  await page.goto('/my-bookings');

  // Trips not over yet offer no Report.
  const upcoming = bookingsTable(page)
    .getByRole('row')
    .filter({ hasText: /Unpaid|Paid|Active/ });
  for (const row of await upcoming.all())
    await expect(row.getByRole('button', { name: /^Report damage/ })).toHaveCount(0);

  const trip = reportable(page, 'No');
  const id = await trip.getByRole('cell').first().innerText();
  await trip.getByRole('button', { name: /^Report damage/ }).click();
  const dialog = page.getByRole('dialog', { name: `Report damage on booking #${id}` });
  await dialog.getByRole('checkbox', { name: /^Dent/ }).check();
  await expect(dialog).toContainText(/To charge: \D*150[.,]00/);
  await snap(page, 'customer-damage-report');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Report damage', exact: true });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/payments/create-request') && r.status() === 201);
  await confirm.getByRole('button', { name: 'Report' }).click();
  const payment = (await (await created).json()) as { id: number; amount: number };
  expect(payment.amount).toBe(150);
  await expect(page.getByText('Damage report sent')).toBeVisible();

  // The profile's Bookings tab offers Report too, with the Premium notice on a Premium trip.
  await page.goto('/my-profile');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await reportable(page, 'Premium')
    .getByRole('button', { name: /^Report damage/ })
    .click();
  const premium = page.getByRole('dialog', { name: /^Report damage on booking/ });
  await premium.getByRole('checkbox', { name: /^Scratch/ }).check();
  await premium.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(premium.getByRole('alert')).toHaveText("Booking is with Premium coverage and user won't be charged");
  await premium.getByRole('button', { name: 'Cancel' }).click();
  await expect(premium).toBeHidden();

  await page.getByRole('tab', { name: 'Payments' }).click();
  // Other journeys charge this customer too (the admin's damage report): this one is found by its number.
  const charge = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: `#${payment.id} ` });
  await expect(charge).toContainText('Found Damage on Dent');
  await expect(charge).toContainText(/150[.,]00/);
  await expect(charge.getByRole('button', { name: /^Pay payment/ })).toBeVisible();
});
