import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { snap } from '../support/screenshots';

type City = { id: number; name: string };

async function pickCity(page: Page, label: string, city: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: city, exact: true }).click();
}

test('the home search stays disabled until valid, refuses equal cities, then opens /search', async ({
  page,
  request,
}) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const berlin = cities.find((c) => c.name === 'Berlin');
  const munich = cities.find((c) => c.name === 'Munich');
  expect(berlin && munich).toBeTruthy();

  await page.goto('/');
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();

  await pickCity(page, 'Pick-up city', 'Berlin');
  await expect(search).toBeDisabled();
  await pickCity(page, 'Drop-off city', 'Berlin');
  await expect(page.getByText('Pick-up and drop-off cities must be different')).toBeVisible();
  await expect(search).toBeDisabled();
  await snap(page, 'home-same-cities');

  await pickCity(page, 'Drop-off city', 'Munich');
  await expect(page.getByText('Pick-up and drop-off cities must be different')).toHaveCount(0);
  await expect(search).toBeEnabled();

  const fromDate = await page.getByRole('textbox', { name: 'Pick-up date' }).inputValue();
  const toDate = await page.getByRole('textbox', { name: 'Drop-off date' }).inputValue();
  expect(fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await search.click();

  await expect(page).toHaveURL(/\/search\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    fromCity: String(berlin!.id),
    toCity: String(munich!.id),
    fromDate,
    toDate,
    fromTime: '10:00',
    toTime: '10:00',
  });
  await snap(page, 'search');
});
