import { expect, type Page } from '@playwright/test';
import { registerCustomer, type Who } from '../support/auctions';
import { addCar } from '../support/cars';
import { snap } from '../support/screenshots';
import { citiesByName, daysAhead } from '../support/slow-phone';
import { test } from '../support/test';

/**
 * Logging in to book keeps the trip (docs/product/accounts-and-roles.md#coming-back), on a phone: "Login to book" on
 * a search result, the login or the registration, and the visitor is on /new-booking with the same car and trip; a
 * guarded page a guest asked for comes back after logging in from the menu; a returnTo naming another site goes home.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MAKE = 'Return';

async function fillLogin(page: Page, who: Who) {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).tap();
}

/**
 * A search for a car of this journey's own (Berlin → Munich, `day` days ahead), and the trip it asks for; the car's
 * card is the article named "Return {model}".
 */
async function searchWithOwnCar(page: Page, request: Parameters<typeof citiesByName>[0], model: string, day: number) {
  const { Berlin, Munich } = await citiesByName(request);
  const carId = await addCar(request, {
    make: MAKE,
    model,
    registrationNumber: `E2E-RET-${String(Date.now()).slice(-7)}`,
    cityId: Berlin!.id,
  });
  expect(carId).not.toBeNull();
  const trip = {
    fromCity: String(Berlin!.id),
    toCity: String(Munich!.id),
    fromDate: daysAhead(day),
    toDate: daysAhead(day + 1),
    fromTime: '10:00',
    toTime: '12:00',
  };
  await page.goto(`/search?${new URLSearchParams({ ...trip, sort: 'newest' })}`);
  return { carId: String(carId), trip };
}

/** The visitor is on /new-booking for this car and trip, with the page drawn. */
async function expectNewBookingFor(page: Page, carId: string, trip: Record<string, string>) {
  await expect(page).toHaveURL((url) => url.pathname === '/new-booking', { timeout: 15_000 });
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ carId, ...trip });
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
}

test('"Login to book" on a phone: after logging in the guest is on /new-booking with the same car and trip', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const rita = await registerCustomer(request, 'Rita Returner');
  const { carId, trip } = await searchWithOwnCar(page, request, 'Logger', 71);

  await page
    .getByRole('article', { name: `${MAKE} Logger` })
    .first()
    .getByRole('link', { name: 'Login to book' })
    .tap();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fnew-booking/);
  await fillLogin(page, rita);
  await expectNewBookingFor(page, carId, trip);
  await snap(page, 'phone-login-to-book-new-booking');
});

test('"Login to book", then "Create an account": after registering the visitor is on /new-booking', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { carId, trip } = await searchWithOwnCar(page, request, 'Registrar', 73);

  await page
    .getByRole('article', { name: `${MAKE} Registrar` })
    .first()
    .getByRole('link', { name: 'Login to book' })
    .tap();
  await page.getByRole('link', { name: 'Create an account' }).tap();
  await expect(page).toHaveURL(/\/register\?returnTo=%2Fnew-booking/);
  await page.getByLabel('Name').fill('Rene Registrar');
  await page.getByLabel('Email', { exact: true }).fill(`rene-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByLabel('Birth date').fill('1990-04-12');
  await page.getByRole('button', { name: 'Register' }).tap();
  await expectNewBookingFor(page, carId, trip);
});

test('a guest sent home from /my-bookings logs in from the menu and is back on /my-bookings', async ({
  page,
  request,
}) => {
  const gus = await registerCustomer(request, 'Gus Guarded');
  await page.goto('/my-bookings');
  // The route table sends a guest home (docs/product/screens-and-navigation.md#guard-rule).
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog', { name: 'Wayfare' }).getByRole('link', { name: 'Login' }).tap();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-bookings$/);
  await fillLogin(page, gus);
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
});

test('a returnTo naming another site is ignored: the login goes home', async ({ page, request }) => {
  const ivy = await registerCustomer(request, 'Ivy Ignored');
  await page.goto('/login?returnTo=%2F%2Fevil.example%2Fmy-bookings');
  await fillLogin(page, ivy);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Easy, Fast, Yours' })).toBeVisible();
});
