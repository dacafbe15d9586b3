import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { describeFindings, seriousViolations } from '../support/axe';
import { retype, tabTo } from '../support/keyboard';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';

/**
 * Accessibility: the booking journey of booking.spec.ts with the keyboard alone — Tab, Shift+Tab, Enter, Space and
 * the arrow keys, never the mouse — by a customer registered for this journey, on a car of its own.
 */
type City = { id: number; name: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const CAR = { make: 'Keyly', model: 'Tabber', plate: 'E2E-KEYS-1' } as const;

/** A day this many days ahead as YYYY-MM-DD: far enough that no seeded or other journey's booking is in the way. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createCar(request: APIRequestContext, berlin: City) {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.post('/api/cars', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      make: CAR.make,
      model: CAR.model,
      registrationNumber: CAR.plate,
      fuelConsumption: 5,
      cityId: berlin.id,
      photosBase64: [PNG],
      features: { seats: 5, doors: 4, transmission: 'Manual', extras: 'GPS' },
      isExclusive: false,
    },
  });
  expect([201, 409], await response.text()).toContain(response.status());
}

async function registerCustomer(request: APIRequestContext) {
  const who = { email: `keys-${Date.now()}@example.com`, password: 'secret12' };
  const response = await request.post('/api/auth/register', {
    data: { name: 'Kim Keyboard', ...who, confirmPassword: who.password, birthDate: '1991-04-05' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return who;
}

/** Picks a city in a searchable select: type to filter, arrow down to the option, Enter to choose it. */
async function pickCity(page: Page, label: string, city: string) {
  const field = page.getByRole('combobox', { name: label });
  await tabTo(page, field);
  await page.keyboard.type(city);
  await expect(page.getByRole('option', { name: city, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(city);
}

/** Types a date into a date field and closes its calendar with Escape. */
async function typeDate(page: Page, label: string, date: string) {
  await tabTo(page, page.getByRole('textbox', { name: label }));
  await retype(page, date);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: label })).toHaveValue(date);
}

test('a new customer searches, books, pays with 4242… and sees the booking Paid, by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const berlin = cities.find((c) => c.name === 'Berlin')!;
  await createCar(request, berlin);
  const customer = await registerCustomer(request);

  // Log in.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();

  // The home search form.
  const fromDate = daysAhead(130);
  const toDate = daysAhead(132);
  await pickCity(page, 'Pick-up city', 'Berlin');
  await typeDate(page, 'Pick-up date', fromDate);
  await pickCity(page, 'Drop-off city', 'Munich');
  await typeDate(page, 'Drop-off date', toDate);
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeEnabled();
  await tabTo(page, search);
  await snap(page, 'keyboard-home-search');
  await page.keyboard.press('Enter');

  // The results: Start booking on our car.
  await expect(page).toHaveURL(/\/search\?/);
  const card = page.getByRole('article', { name: `${CAR.make} ${CAR.model}` });
  const startBooking = card.getByRole('link', { name: 'Start booking' });
  await tabTo(page, startBooking, { max: 400 });
  await snap(page, 'keyboard-search-focus');
  await page.keyboard.press('Enter');

  // The booking: Top coverage with the arrow keys, then PAY NOW.
  await expect(page).toHaveURL(/\/new-booking\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toBeVisible();
  const noCoverage = page.getByRole('radio', { name: 'No coverage' });
  await expect(noCoverage).toBeChecked();
  await tabTo(page, noCoverage);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Top' })).toBeFocused();
  const payNow = page.getByRole('button', { name: 'PAY NOW' });
  await expect(payNow).toBeEnabled();
  // Back up once with Shift+Tab, as a user checking the price first would, then on to the button.
  await page.keyboard.press('Shift+Tab');
  await expect(noCoverage).toBeFocused();
  await tabTo(page, payNow);
  await snap(page, 'keyboard-new-booking');
  await page.keyboard.press('Enter');

  // The test checkout.
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText('Test checkout — no real money moves')).toBeVisible();
  const checkoutFindings = await seriousViolations(page, 'checkout');
  expect(checkoutFindings, describeFindings(checkoutFindings)).toEqual([]);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name on card')).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  const pay = page.getByRole('button', { name: /^Pay / });
  await tabTo(page, pay);
  await snap(page, 'keyboard-checkout');
  await page.keyboard.press('Space');

  // Back on the site: the booking is Paid (My profile → Bookings tab, with the arrow keys).
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await tabTo(page, page.getByRole('link', { name: 'My profile' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Profile settings' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('table', { name: 'All Bookings' }).getByRole('row').filter({ hasText: CAR.plate });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Top');
  await snap(page, 'keyboard-booking-paid');
});
