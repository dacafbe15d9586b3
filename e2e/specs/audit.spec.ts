import { expect } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

const MODEL = 'Audited Tourer';

test('an admin edits a car and finds the change in the audit log, filtered in the URL', async ({ page }) => {
  await loginAs(page, demo.admin);

  // Edit car 1's model through the car form.
  await page.goto('/manage-car?carId=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Update car' })).toBeVisible();
  const model = page.getByLabel('Model', { exact: true });
  await expect(model).not.toHaveValue('');
  const oldModel = await model.inputValue();
  await model.fill(MODEL);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/all-cars$/);

  // The audit log, from the Admin tools menu: the newest entry is that edit, with the model before and after.
  await page.getByRole('navigation').getByRole('button', { name: 'Admin tools' }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Car #1');
  await expect(newest).toContainText('update');
  await expect(newest).toContainText(demo.admin.email);
  await expect(newest.getByRole('listitem')).toHaveText([`model: ${oldModel} → ${MODEL}`]);
  await snap(page, 'admin-audit-log');

  // Filter by entity and by the admin who wrote: kept in the URL and over a reload.
  const adminId = /User #(\d+)/.exec((await newest.textContent()) ?? '')?.[1] ?? '';
  expect(adminId).not.toBe('');
  await page.getByLabel('Entity', { exact: true }).selectOption('car');
  await page.getByLabel('Admin user id', { exact: true }).fill(adminId);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?entity=car&userId=${adminId}$`));
  await page.reload();
  await expect(page.getByLabel('Entity', { exact: true })).toHaveValue('car');
  await expect(page.getByLabel('Admin user id', { exact: true })).toHaveValue(adminId);
  await expect(table.getByRole('row').nth(1)).toContainText('Car #1');

  // Another kind of thing hides it.
  await page.getByLabel('Entity', { exact: true }).selectOption('discount_plan');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/entity=discount_plan/);
  await expect(page.getByText('Car #1')).toHaveCount(0);
});
