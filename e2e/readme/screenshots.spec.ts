import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { test } from '../support/test';
import { text } from '../support/languages';
import { demo, loginAs } from '../support/session';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** What the screen shows (1280×800), not the whole page: small files, and the first sight a visitor gets. */
const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

/** The car with a maintenance block under way today: its car info shows trips, reviews and blocks. */
const BLOCKED_PLATE = 'WF-MIL-111';

test('README screenshots of the seeded demo', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, demo.admin);

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics page' })).toBeVisible();
  await expect(page.getByText('Fleet utilization (30 days)', { exact: true })).toBeVisible();
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'statistics');

  // Two weeks around today: trips done, under way and ahead, and the maintenance blocks.
  const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/fleet-calendar?from=${from}`);
  await expect(page.getByRole('table', { name: 'Fleet calendar' })).toBeVisible();
  await expect(page.getByLabel('Loading the fleet calendar')).toHaveCount(0);
  await shoot(page, 'fleet-calendar');

  await page.goto('/my-bookings');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'admin-bookings');

  const carId = await findCar(page, BLOCKED_PLATE);
  await page.goto(`/car-info?carId=${carId}`);
  await expect(page.getByRole('heading', { name: 'Car info' }).first()).toBeVisible();
  // The map of its trips is an image the API draws: wait until it is drawn on the page.
  const map = page.getByRole('img', { name: /^Map of the trips of the / });
  await expect(map).toBeVisible();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'car-info');

  // The statistics again in French (the link's ?lang= is kept for the pages after it, so it comes last).
  await page.goto('/statistics?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'admin', 'statistics.title') })).toBeVisible();
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'statistics-fr');
});

/** The car list is public: the car's id by its plate. */
async function findCar(page: Page, plate: string): Promise<number> {
  for (let pageNo = 0; pageNo < 10; pageNo++) {
    const response = await page.request.get(`/api/cars/paged?page=${pageNo}`);
    const cars = (await response.json()) as { id: number; registrationNumber: string }[];
    const car = cars.find((c) => c.registrationNumber === plate);
    if (car) return car.id;
    if (cars.length === 0) break;
  }
  throw new Error(`no car ${plate}`);
}
