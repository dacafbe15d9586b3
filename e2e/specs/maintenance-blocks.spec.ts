import { expect, type Page } from '@playwright/test';
import { addCar } from '../support/cars';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/**
 * Maintenance blocks (docs/product/admin-tools.md#maintenance-blocks) as an operator uses them: a car blocked on its
 * info page is gone from the search for those days, shows hatched on the fleet calendar, and comes back once the
 * block is removed.
 */
type City = { id: number; name: string };

const CAR = { make: 'Garage', model: 'Queen' };

/** A day this many days ahead as YYYY-MM-DD, clear of the demo's bookings. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Whether the search for the blocked days offers our car (newest first: it is on the first page). */
async function searchOffersCar(page: Page, query: URLSearchParams): Promise<boolean> {
  await page.goto(`/search?${query}`);
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ cars? available$/ })).toBeVisible();
  return (await page.getByRole('article', { name: `${CAR.make} ${CAR.model}` }).count()) > 0;
}

test('a car blocked for maintenance vanishes from the search for those days, and comes back when unblocked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const berlin = cities.find((c) => c.name === 'Berlin')!;
  const munich = cities.find((c) => c.name === 'Munich')!;
  // A plate of its own per run, so a retry makes a new car instead of finding the blocked one.
  const carId = await addCar(request, {
    ...CAR,
    registrationNumber: `E2E-BLK-${String(Date.now()).slice(-6)}`,
    cityId: berlin.id,
  });
  expect(carId).not.toBeNull();
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(41),
    toDate: daysAhead(42),
    fromTime: '10:00',
    toTime: '12:00',
    sort: 'newest',
  });

  await loginAs(page, demo.admin);
  expect(await searchOffersCar(page, query)).toBe(true);

  await page.goto(`/car-info?carId=${carId}`);
  await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
  await expect(page.getByText('No maintenance blocks.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Block the car' });
  await form.getByLabel('Block from').fill(daysAhead(40));
  await form.getByLabel('Block until').fill(daysAhead(43));
  await form.getByLabel('Reason').fill('Annual service');
  await form.getByRole('button', { name: 'Block car' }).click();
  const blocks = page.getByRole('table', { name: 'Maintenance blocks' });
  await expect(blocks.getByRole('row', { name: /Annual service/ })).toContainText(`${daysAhead(40)} 08:00`);
  await snap(page, 'admin-car-maintenance');

  expect(await searchOffersCar(page, query)).toBe(false);

  // The fleet calendar draws it hatched in the car's row.
  await page.goto(`/fleet-calendar?from=${daysAhead(39)}`);
  await expect(page.getByRole('link', { name: /^Maintenance: Annual service, / })).toBeVisible();

  await page.goto(`/car-info?carId=${carId}`);
  await blocks.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No maintenance blocks.')).toBeVisible();
  expect(await searchOffersCar(page, query)).toBe(true);
});
