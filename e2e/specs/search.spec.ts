import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CAR_DELIVERY_FEE, formatMoney } from '@wayfare/common';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';

type City = { id: number; name: string };
type Feature = { id: number; featureType: string; featureText: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const MAKE = 'Searchly';

/** A day this many days ahead as YYYY-MM-DD: far enough that no seeded booking is in the way. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: demo.admin });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Two cars of our own in Berlin, one Auto and one Manual, so the journey does not depend on the demo fleet.
 * Fixed plates: the database is fresh per run, and a worker restarted after a failure finds them (409).
 */
async function createCars(request: APIRequestContext, berlin: City) {
  const token = await adminToken(request);
  for (const transmission of ['Auto', 'Manual'] as const) {
    const response = await request.post('/api/cars', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        make: MAKE,
        model: transmission,
        registrationNumber: `E2E-SEARCH-${transmission.toUpperCase()}`,
        fuelConsumption: 6,
        cityId: berlin.id,
        photosBase64: [PNG],
        features: { seats: 5, doors: 4, transmission, extras: 'GPS' },
        isExclusive: false,
      },
    });
    expect([201, 409], await response.text()).toContain(response.status());
  }
}

let searchUrl = '';
let manualFeature: Feature;

test.beforeAll(async ({ request }) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const berlin = cities.find((c) => c.name === 'Berlin')!;
  const munich = cities.find((c) => c.name === 'Munich')!;
  await createCars(request, berlin);
  const features = (await (await request.get('/api/cars/features')).json()) as Feature[];
  manualFeature = features.find((f) => f.featureType === 'Transmission' && f.featureText === 'Manual')!;
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(60),
    toDate: daysAhead(63),
    fromTime: '10:00',
    toTime: '12:00',
    // Our own cars were added last: newest first keeps them on the first page whatever other journeys added.
    sort: 'newest',
  });
  searchUrl = `/search?${query}`;
});

const carCard = (page: Page, model: string) => page.getByRole('article', { name: `${MAKE} ${model}` });
const priceOf = async (card: Locator) =>
  Number((await card.getByTestId('car-price').innerText()).replace(/[^\d.]/g, ''));

test('a guest searches Berlin → Munich: route card, cars with "Login to book", filters, delivery fee', async ({
  page,
}) => {
  await page.goto(searchUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Available cars' })).toBeVisible();
  const map = page.getByRole('img', { name: 'Route from Berlin to Munich' });
  await expect(map).toBeVisible();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/^Distance: [\d.,]+ km$/)).toBeVisible();
  await expect(page.getByText(/^Time: [\d.,]+ h$/)).toBeVisible();

  const auto = carCard(page, 'Auto');
  const manual = carCard(page, 'Manual');
  await expect(auto).toBeVisible();
  await expect(manual).toBeVisible();
  // Logging in comes back to this car and trip (docs/product/accounts-and-roles.md#coming-back).
  await expect(auto.getByRole('link', { name: 'Login to book' })).toHaveAttribute(
    'href',
    /^\/login\?returnTo=%2Fnew-booking%3FcarId%3D\d+%26/,
  );
  await expect(auto.getByRole('list', { name: 'Features' })).toContainText('5 seats');
  await snap(page, 'search-guest');

  // A filter goes into the URL, asks again, and only matching cars stay; "Clear all filters" undoes it.
  await page.getByRole('group', { name: 'Transmission' }).getByRole('checkbox', { name: 'Manual' }).check();
  await expect(page).toHaveURL(new RegExp(`filters=${manualFeature.id}(&|$)`));
  await expect(auto).toHaveCount(0);
  await expect(manual).toBeVisible();
  await snap(page, 'search-filtered');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Manual' })).toBeChecked();
  await expect(auto).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).not.toHaveURL(/filters=/);
  await expect(auto).toBeVisible();

  // Car delivery: +10 € on every card.
  const before = await priceOf(auto);
  await expect(page.getByText('Cannot come to our parking?')).toBeVisible();
  await expect(page.getByText(`A fee of ${formatMoney(CAR_DELIVERY_FEE)} applies.`, { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Car delivery' }).check();
  await expect.poll(() => priceOf(auto)).toBe(before + CAR_DELIVERY_FEE);
  await expect(page).toHaveURL(/delivery=/);
  await snap(page, 'search-delivery');
});

test('a customer gets "Start booking" with the trip and the delivery address in the link', async ({ page }) => {
  await loginAs(page, demo.customer);
  await page.goto(searchUrl);
  const link = carCard(page, 'Manual').getByRole('link', { name: 'Start booking' });
  await expect(link).toHaveAttribute(
    'href',
    /^\/new-booking\?carId=\d+&fromCity=\d+&toCity=\d+&fromDate=.+&toTime=12%3A00$/,
  );
  await page.getByRole('checkbox', { name: 'Car delivery' }).check();
  await page.getByLabel('Delivery address').fill('Leopoldstraße 1, Munich');
  await expect(link).toHaveAttribute('href', /&delivery=Leopoldstra%C3%9Fe\+1%2C\+Munich$/);
  await snap(page, 'search-customer');
  await link.click();
  await expect(page).toHaveURL(/\/new-booking\?carId=\d+.*delivery=/);
});

test('an admin is told "Admins cannot book cars"', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.goto(searchUrl);
  const card = carCard(page, 'Auto');
  await expect(card.getByRole('button', { name: 'Admins cannot book cars' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Start booking' })).toHaveCount(0);
  await snap(page, 'search-admin');
});

test('an invalid search shows the form and says what is wrong', async ({ page }) => {
  await page.goto('/search?fromCity=1&toCity=1&fromDate=2030-01-10&toDate=2030-01-12&fromTime=10:00&toTime=10:00');
  await expect(page.getByRole('alert')).toContainText('Pick-up and drop-off cities must be different');
  await expect(page.getByRole('form', { name: 'Car search' })).toBeVisible();
});
