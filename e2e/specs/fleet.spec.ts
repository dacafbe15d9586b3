import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

// Two real 32×20 PNGs (the API checks each photo's magic bytes), blue and orange.
const PNGS = {
  'front.png':
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=',
  'side.png':
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mP40MNAU8QwasGoBaMWjFowasGoBaMWEIMAzqK2LtvO0GAAAAAASUVORK5CYII=',
};

async function writePhotos(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-fleet-'));
  return Promise.all(
    Object.entries(PNGS).map(async ([name, base64]) => {
      const file = path.join(dir, name);
      await writeFile(file, Buffer.from(base64, 'base64'));
      return file;
    }),
  );
}

/** A page number past the end opens the last page, where a new car is listed. */
async function openLastPage(page: Page) {
  await page.goto('/all-cars?page=9999');
  await expect(page.getByRole('heading', { level: 1, name: 'All cars' })).toBeVisible();
  await expect(page.getByText(/^Page \d+ \/ \d+$/)).toBeVisible();
}

test('an admin creates a car with two photos, finds it in All cars, edits it, views it and deletes it', async ({
  page,
}) => {
  const photos = await writePhotos();
  // Unique per run, at most 20 characters.
  const plate = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = (model: string) => `Fleetwood ${model} (${plate})`;

  await loginAs(page, demo.admin);
  await page.goto('/manage-car');
  await expect(page.getByRole('heading', { level: 1, name: 'Create car' })).toBeVisible();

  // Every rule of the car form (docs/product/admin-tools.md#car-form) speaks up for an empty form.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add at least one photo.')).toBeVisible();
  await expect(page.getByText('City is required.')).toBeVisible();

  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Berlin' });
  await page.getByLabel('Make', { exact: true }).fill('Fleetwood');
  await page.getByLabel('Model', { exact: true }).fill('Roadster');
  await page.getByLabel('Registration plate', { exact: true }).fill(plate);
  await page.getByLabel('Fuel consumption', { exact: true }).fill('6.4');
  await page.getByLabel('Seats', { exact: true }).fill('4');
  await page.getByLabel('Doors', { exact: true }).fill('2');
  await page.getByLabel('Transmission', { exact: true }).selectOption({ label: 'Manual' });
  await page.getByLabel('Extras', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Is exclusive', { exact: true }).selectOption({ label: 'No' });
  await page.locator('input[type="file"]').setInputFiles(photos);
  await expect(page.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of side.png' })).toBeVisible();
  await expect(page.getByText(/^(City|Make|Model) is required\.$/)).toHaveCount(0);
  await snap(page, 'admin-manage-car-create');
  await page.getByRole('button', { name: 'Save' }).click();

  // A new car is announced and its info page opens (docs/product/admin-tools.md#manage-car).
  await expect(page.getByText('Fleetwood Roadster has been added to the fleet.')).toBeVisible();
  await expect(page).toHaveURL(/\/car-info\?carId=\d+$/);
  await openLastPage(page);
  const row = page.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText('Fleetwood');
  await expect(row).toContainText('Roadster');
  await expect(row).toContainText('6.4 l/100 km');
  await expect(row).toContainText('Berlin');
  await expect(row.getByRole('img', { name: 'Fleetwood Roadster' })).toBeVisible();
  await snap(page, 'admin-all-cars');

  // Edit: the stored photos come back as previews; drop one, rename the model.
  await row.getByRole('link', { name: `Edit ${name('Roadster')}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update car' })).toBeVisible();
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Fleetwood');
  await expect(page.getByLabel('Transmission', { exact: true })).toHaveValue('2');
  await expect(page.getByRole('img', { name: 'Preview of photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(1);
  await page.getByLabel('Model', { exact: true }).fill('Tourer');
  await snap(page, 'admin-manage-car-update');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/all-cars$/);

  await openLastPage(page);
  const edited = page.getByRole('row').filter({ hasText: plate });
  await expect(edited).toContainText('Tourer');

  // Car info: the card, totals of a car never booked, the empty bookings table and the map.
  await edited.getByRole('link', { name: `View details of ${name('Tourer')}` }).click();
  await expect(page).toHaveURL(/\/car-info\?carId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Car info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fleetwood Tourer' })).toBeVisible();
  await expect(page.getByText(`Registration number: ${plate}`)).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.getByText('No bookings yet...')).toBeVisible();
  const map = page.getByRole('img', { name: 'Map of the trips of the Fleetwood Tourer' });
  await expect(map).toBeVisible();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, 'admin-car-info-new-car');

  // Delete: Cancel keeps it, confirming removes it.
  await openLastPage(page);
  const doomed = page.getByRole('row').filter({ hasText: plate });
  await doomed.getByRole('button', { name: `Delete ${name('Tourer')}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete car' });
  await expect(dialog).toContainText('Are you sure you want to delete this car?');
  await snap(page, 'admin-delete-car-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(doomed).toBeVisible();

  await doomed.getByRole('button', { name: `Delete ${name('Tourer')}` }).click();
  await page.getByRole('dialog', { name: 'Delete car' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: plate })).toHaveCount(0);
});

test('a guest sees All cars without admin actions', async ({ page }) => {
  await page.goto('/all-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'All cars' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
