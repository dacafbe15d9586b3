import { expect, test, type APIRequestContext } from '@playwright/test';
import { auctionMessages, formatMoney } from '@wayfare/common';
import { createAuction, registerCustomer, tokenOf } from '../support/auctions';
import { demo } from '../support/session';
import {
  citiesByName,
  collectErrors,
  daysAhead,
  isAppReady,
  isLoggedIn,
  open,
  pickCity,
  retypeDate,
  slowPhone,
  typeEarly,
  waitForApp,
  type City,
} from '../support/slow-phone';

/**
 * A person on a slow phone does not wait for the app: the pages drawn ahead of the scripts (prerendered or rendered
 * by the server) show their fields a few seconds before the app takes them over, and people type into them, and press
 * buttons, in that moment. Every other journey waits for `data-app-ready` after a page load; these do not — they act
 * as soon as a control is visible, on a phone-sized screen with the CPU slowed 4× and a slow 4G line, and check that
 * what was typed is still there once the app has started, and that the app acts on it.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await slowPhone(page);
});

test('/login: what was typed before the app started is still there, and logs the customer in', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/login');
  await typeEarly(page, 'Email', demo.customer.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(demo.customer.password);

  await waitForApp(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demo.customer.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demo.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => isLoggedIn(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('/register: a form typed as soon as it shows keeps every field and registers the account', async ({ page }) => {
  const errors = collectErrors(page);
  const email = `early-${Date.now()}@example.com`;
  await open(page, '/register');
  await typeEarly(page, 'Name', 'Early Bird');
  await page.getByLabel('Email', { exact: true }).pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially('secret12');
  await page.getByLabel('Confirm password', { exact: true }).pressSequentially('secret12');
  await page.getByLabel('Birth date', { exact: true }).pressSequentially('1990-04-12');

  await waitForApp(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Early Bird');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret12');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveValue('secret12');
  await expect(page.getByLabel('Birth date', { exact: true })).toHaveValue('1990-04-12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => isLoggedIn(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('/: a city and a date typed before the app started are kept and searched', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { Berlin, Munich } = await citiesByName(request);
  const [fromDate, toDate] = [daysAhead(200), daysAhead(203)];
  await open(page, '/');
  await typeEarly(page, 'Pick-up city', 'Berlin');
  // On to the date, as a person does, and over the suggested one.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(fromDate);

  await waitForApp(page);
  await expect(page.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Berlin');
  await expect(page.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(fromDate);
  await pickCity(page, 'Drop-off city', 'Munich');
  await retypeDate(page, 'Drop-off date', toDate);
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    fromCity: String(Berlin!.id),
    toCity: String(Munich!.id),
    fromDate,
    toDate,
  });
  expect(errors).toEqual([]);
});

// On a phone a valid search folds its form into one line (docs/product/screens-and-navigation.md#search-on-a-phone):
// the form is open from the first paint when the link lacks a parameter — here the drop-off time, which the form fills
// with its default, so Search can be pressed at once.
test('/search: a city changed and Search pressed before the app started search that city', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { Berlin, Munich, Hamburg } = await citiesByName(request);
  const trip = { fromDate: daysAhead(210), toDate: daysAhead(212), fromTime: '10:00' };
  const query = new URLSearchParams({ fromCity: String(Berlin!.id), toCity: String(Munich!.id), ...trip });
  await open(page, `/search?${query}`);
  const pickUpCity = page.getByLabel('Pick-up city', { exact: true });
  await expect(pickUpCity).toHaveValue('Berlin');
  await pickUpCity.click();
  await page.keyboard.press('ControlOrMeta+A');
  await typeEarly(page, 'Pick-up city', 'Hamburg');
  await page.getByRole('button', { name: 'Search' }).click();

  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`[?&]fromCity=${Hamburg!.id}(&|$)`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    toCity: String(Munich!.id),
    ...trip,
    toTime: '10:00',
  });
  await expect(pickUpCity).toHaveValue('Hamburg');
  expect(errors).toEqual([]);
});

test('/search: Edit tapped before the app started opens the form once it has, and a new city is searched', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { Berlin, Munich, Hamburg } = await citiesByName(request);
  const trip = { fromDate: daysAhead(214), toDate: daysAhead(216), fromTime: '10:00', toTime: '12:00' };
  const query = new URLSearchParams({ fromCity: String(Berlin!.id), toCity: String(Munich!.id), ...trip });
  await open(page, `/search?${query}`);
  const form = page.getByRole('form', { name: 'Car search' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  expect(await isAppReady(page), 'Edit was tapped before the app had taken the page over').toBe(false);
  await expect(form).toBeHidden();

  await waitForApp(page);
  await expect(form).toBeVisible();
  await pickCity(page, 'Pick-up city', 'Hamburg');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fromCity=${Hamburg!.id}(&|$)`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ toCity: String(Munich!.id), ...trip });
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const path of ['/discount-plans', '/all-cars']) {
  test(`${path}: the menu tapped before the app started opens once it has`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, path);
    // The page's first control on a phone: there is no field on it.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await isAppReady(page), 'the menu was tapped before the app had taken the page over').toBe(false);

    await waitForApp(page);
    const drawer = page.getByRole('dialog', { name: 'Wayfare' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Login' }).click();
    // The navbar's Login brings the visitor back to the page they were on.
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
    expect(errors).toEqual([]);
  });
}

// A paid trip moves its car to Munich: a retried journey creates a car of its own.
const CAR = { make: 'Early', model: 'Bird' } as const;

async function createCar(request: APIRequestContext, city: City, plate: string) {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.post('/api/cars', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      ...CAR,
      registrationNumber: plate,
      // The thriftiest car in Berlin: the search's default order (price) shows it on the first page, however many
      // cars other journeys have added there.
      fuelConsumption: 3.5,
      cityId: city.id,
      // A real 32×20 PNG: the API checks each photo's magic bytes.
      photosBase64: [
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=',
      ],
      features: { seats: 5, doors: 4, transmission: 'Auto', extras: 'GPS' },
      isExclusive: false,
    },
  });
  expect([201, 409], await response.text()).toContain(response.status());
}

test('the login and booking journey, acting as soon as each control shows: log in, search, book, pay', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { Berlin } = await citiesByName(request);
  await createCar(request, Berlin!, `E2E-EARLY-${test.info().retry}`);

  // Login pressed before the app has started: it logs in once the app has.
  await open(page, '/login');
  await typeEarly(page, 'Email', demo.customer.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(demo.customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => isLoggedIn(page)).toBe(true);

  await pickCity(page, 'Pick-up city', 'Berlin');
  await pickCity(page, 'Drop-off city', 'Munich');
  await retypeDate(page, 'Pick-up date', daysAhead(160));
  await retypeDate(page, 'Drop-off date', daysAhead(162));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);

  const card = page.getByRole('article', { name: `${CAR.make} ${CAR.model}` }).first();
  await card.getByRole('link', { name: 'Start booking' }).click();
  await expect(page).toHaveURL(/\/new-booking\?/);
  await expect(page.getByTestId('booking-total')).toBeVisible();
  await page.getByRole('button', { name: 'PAY NOW' }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Cora Customer');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('an auction on a slow phone: a bid with a maximum sent as soon as the form shows, then answered by itself', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const sam = await registerCustomer(request, 'Sam Slowphone');
  const rita = await registerCustomer(request, 'Rita Rival');
  const description = `Slow phone roadster ${Date.now()}`;
  const auctionId = await createAuction(request, demo.admin, { description, minBidAmount: 100, endInMs: 600_000 });
  await slowPhone(page);

  await open(page, '/login');
  await page.getByLabel('Email', { exact: true }).pressSequentially(sam.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(sam.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => isLoggedIn(page), { timeout: 30_000 }).toBe(true);

  // The bid and its maximum go in the moment the form shows, before the live channel may be up (then over HTTP).
  await open(page, `/auction?auctionId=${auctionId}`);
  await page.getByLabel('Bid amount (€)').pressSequentially('100');
  await page.getByLabel('Maximum bid (€)').pressSequentially('300');
  await page.getByRole('button', { name: 'BID NOW' }).click();
  await expect(page.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByText(`Your maximum: ${formatMoney(300)}`)).toBeVisible({ timeout: 30_000 });

  // Rita bids 150 €; Sam's maximum answers at 160 € by itself, and his slow page shows it live.
  const token = await tokenOf(request, rita);
  const rival = await request.post(`/api/auctions/${auctionId}/bids`, {
    headers: { authorization: `Bearer ${token}` },
    data: { bidAmount: 150 },
  });
  expect(rival.status()).toBe(201);
  // On a phone the history is a card per bid, newest first, headed by its amount and marked "auto".
  const history = page.getByRole('list', { name: 'Bidding history' });
  await expect(history.getByRole('listitem').first()).toContainText(`${formatMoney(160)}${auctionMessages.auto}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
  expect(errors).toEqual([]);
});
