import { expect } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

type City = { id: number; name: string; lat: number; lon: number; depoAddress: string };

// Not among the demo cities, and spelled without its accent as an admin on any keyboard would.
const TYPED = 'graz';
const NAME = 'Graz';
const DEPOT = 'Europaplatz 4, 8020 Graz';

test('an admin creates a city through the dialogs and finds it in the search form', async ({ page, request }) => {
  await loginAs(page, demo.admin);

  await page.getByRole('navigation').getByRole('button', { name: 'Admin tools' }).click();
  await page.getByRole('menuitem', { name: 'Create city', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Create city' });
  await expect(details).toBeVisible();

  await details.getByRole('button', { name: 'Find city' }).click();
  await expect(details.getByRole('alert')).toHaveText('Both fields are required!');

  await details.getByLabel('City name').fill(TYPED);
  await details.getByLabel('Depot address').fill(DEPOT);
  await snap(page, 'admin-create-city');
  await details.getByRole('button', { name: 'Find city' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm city' });
  await expect(confirm).toContainText(`Create ${NAME} (47.07, 15.4`);
  await snap(page, 'admin-create-city-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('City has been created!');
  await snap(page, 'admin-create-city-created');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The home search form lists it at once (its city list was refreshed, no reload).
  await page.getByRole('combobox', { name: 'Pick-up city' }).click();
  await expect(page.getByRole('option', { name: NAME, exact: true })).toBeVisible();
  await snap(page, 'home-new-city');

  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const graz = cities.find((c) => c.name === NAME);
  expect(graz).toMatchObject({ depoAddress: DEPOT });

  // The same name again, in another case, is refused in the flow's own "Error" dialog.
  await page.keyboard.press('Escape');
  await page.getByRole('navigation').getByRole('button', { name: 'Admin tools' }).click();
  await page.getByRole('menuitem', { name: 'Create city', exact: true }).click();
  await page.getByLabel('City name').fill('GRAZ');
  await page.getByLabel('Depot address').fill(DEPOT);
  await page.getByRole('button', { name: 'Find city' }).click();
  await page.getByRole('dialog', { name: 'Confirm city' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('A city with this name already exists');
  await expect(page.getByText('Oops...')).toHaveCount(0);

  // Its route map draws both cities.
  const berlin = cities.find((c) => c.name === 'Berlin');
  const route = await request.get(`/api/cities/route?fromCity=${berlin?.id}&toCity=${graz?.id}`);
  const { imgUrl } = (await route.json()) as { imgUrl: string };
  const svg = await request.get(imgUrl);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toContain(`<title id="map-title">Route from Berlin to ${NAME}</title>`);
  // Shown as the app shows it, in an <img> (a bare SVG document has no page to take a full-page picture of).
  await page.goto('/');
  await page.setContent(`<img alt="Route map" src="${imgUrl}">`);
  await expect(page.getByRole('img', { name: 'Route map' })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: 'Route map' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    800,
  );
  await snap(page, 'route-map');
});
