import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mapSearchUrl } from '@wayfare/common';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { demo, loginOnPhone } from '../support/session';

/**
 * Paying on a phone ends somewhere (docs/product/bookings-and-payments.md#pay-handle): after the test checkout, `/`
 * confirms what was just paid. On the way, the depots where the car is collected and returned are on the search's
 * route card and on /new-booking, each with a map (docs/product/search-and-availability.md#cities).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type City = { id: number; name: string; depoAddress: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
/** A car of our own in Berlin: a fixed plate, as the database is fresh per run (409 on a worker's retry). */
const CAR = { make: 'Phonely', model: 'Roamer', plate: 'E2E-PHONE-PAY' };

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

let berlin: City;
let munich: City;

async function createCar(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.post('/api/cars', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      make: CAR.make,
      model: CAR.model,
      registrationNumber: CAR.plate,
      fuelConsumption: 6,
      cityId: berlin.id,
      photosBase64: [PNG],
      features: { seats: 5, doors: 4, transmission: 'Auto', extras: 'GPS' },
      isExclusive: false,
    },
  });
  expect([201, 409], await response.text()).toContain(response.status());
}

test.beforeAll(async ({ request }) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  berlin = cities.find((c) => c.name === 'Berlin')!;
  munich = cities.find((c) => c.name === 'Munich')!;
  await createCar(request);
});

/** Pays the open test checkout with the card that pays. */
async function payOnTestCheckout(page: Page, name: string) {
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay / }).tap();
}

/** A place with its "Map" link, within `scope`. */
async function expectMapped(scope: Locator, address: string) {
  await expect(scope.getByText(address)).toBeVisible();
  await expect(scope.getByRole('link', { name: `Map of ${address}` })).toHaveAttribute('href', mapSearchUrl(address));
}

test('a customer books on a phone: depots on the way, and / confirms the booking paid with its calendar file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginOnPhone(page, demo.customer);
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(120),
    toDate: daysAhead(122),
    fromTime: '10:00',
    toTime: '12:00',
    // Our car was added last: newest first keeps it on the first page whatever other journeys added.
    sort: 'newest',
  });
  await page.goto(`/search?${query}`);

  // On a phone the route card is folded behind its button (docs/product/screens-and-navigation.md#search-on-a-phone).
  await page.getByRole('button', { name: 'Route and delivery' }).tap();
  const route = page.getByRole('region', { name: 'Route' });
  await expectMapped(route, berlin.depoAddress);
  await expectMapped(route, munich.depoAddress);

  const card = page.getByRole('article', { name: `${CAR.make} ${CAR.model}` });
  await card.getByRole('link', { name: 'Start booking' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  const details = page.getByRole('heading', { name: 'Booking details' }).locator('xpath=..');
  await expect(details.getByText('Pick-up depot')).toBeVisible();
  await expectMapped(details, berlin.depoAddress);
  await expectMapped(details, munich.depoAddress);
  await snap(page, 'phone-new-booking-depots');

  await page.getByRole('button', { name: 'PAY NOW' }).tap();
  await payOnTestCheckout(page, 'Cora Customer');

  // Back at / (the spec's route, the address unchanged), the booking just paid heads the home page.
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const confirmation = page.getByRole('region', { name: /^Booking #\d+ is confirmed$/ });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${CAR.make} ${CAR.model} (${CAR.plate})`);
  await expect(confirmation).toContainText(`${daysAhead(120)} 10:00`);
  await expect(confirmation).toContainText(`${daysAhead(122)} 12:00`);
  await expectMapped(confirmation, berlin.depoAddress);
  await expectMapped(confirmation, munich.depoAddress);
  await expect(confirmation).toContainText('Free cancellation until');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  await snap(page, 'phone-paid-booking');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirmation.getByRole('button', { name: 'Add to calendar' }).tap(),
  ]);
  const bookingId = /#(\d+)/.exec(await confirmation.getByRole('heading').innerText())?.[1];
  expect(download.suggestedFilename()).toBe(`wayfare-booking-${bookingId}.ics`);
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain(`${CAR.make} ${CAR.model}`);

  await confirmation.getByRole('link', { name: 'View in My bookings' }).tap();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByText(CAR.plate).first()).toBeVisible();
});

test('a new customer buys a plan on a phone and / confirms it', async ({ page, request }) => {
  const who = { email: `phone-plan-${Date.now()}@example.com`, password: 'secret12' };
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Pia Phone', ...who, confirmPassword: who.password, birthDate: '1990-04-12' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await loginOnPhone(page, who);

  await page.goto('/discount-plans');
  await page.getByRole('article', { name: 'City Hopper' }).getByRole('button', { name: /^Buy / }).tap();
  await payOnTestCheckout(page, 'Pia Phone');

  await expect(page).toHaveURL(/\/$/);
  const confirmation = page.getByRole('region', { name: 'Your City Hopper plan is active' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('% off the trip price of your next');
  await snap(page, 'phone-paid-plan');
  await page.getByRole('button', { name: 'Close the confirmation' }).tap();
  await expect(confirmation).toBeHidden();
});
