import { expect } from '@playwright/test';
import { bookingFilterTexts as texts } from '@wayfare/common';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/**
 * Filters and exports (docs/product/admin-tools.md#filters-and-exports) as an administrator uses them: the bookings
 * list narrowed to one customer, kept in the address bar, and exported as the CSV of exactly those bookings.
 */
test("an admin filters the bookings by customer and exports the filtered rows as CSV, then by a car's plate", async ({
  page,
}) => {
  await loginAs(page, demo.admin);
  await page.goto('/my-bookings');
  const table = page.getByRole('table', { name: 'All Bookings' });
  await expect(table).toBeVisible();

  await page.getByLabel(texts.customer).fill(demo.customer.email.toUpperCase());
  await page.getByRole('button', { name: texts.apply, exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=CUSTOMER%40EXAMPLE\.COM/);
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const shown = (await rows.count()) - 1;
  expect(shown).toBeGreaterThan(0);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.exportCsv }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^wayfare-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'id,status,customer name,customer e-mail,car,registration,from city,to city,pick-up,drop-off,coverage,distance km,total price,created',
  );
  const records = lines.slice(1);
  expect(records.length).toBeGreaterThanOrEqual(shown);
  for (const record of records) expect(record).toContain(`,${demo.customer.email},`);

  // The filter survives a reload; a customer who matches nothing leaves an empty list.
  await page.reload();
  await expect(page.getByLabel(texts.customer)).toHaveValue(demo.customer.email.toUpperCase());
  await page.getByLabel(texts.customer).fill('nobody-at-all');
  await page.getByRole('button', { name: texts.apply, exact: true }).click();
  await expect(page.getByText(texts.noMatch)).toBeVisible();

  // A car as an operator reads it off the plate, in lower case: only that car's bookings are listed.
  const plate = records[0]!.split(',')[5]!;
  await page.getByRole('button', { name: texts.clear }).click();
  await page.getByLabel(texts.car).fill(plate.toLowerCase());
  await page.getByRole('button', { name: texts.apply, exact: true }).click();
  await expect(page).toHaveURL(/[?&]car=/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const row of (await table.getByRole('row').all()).slice(1)) await expect(row).toContainText(plate);
});
