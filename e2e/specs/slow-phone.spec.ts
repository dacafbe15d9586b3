import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auctionMessages, bookingTotal, formatMoney, tripMessages, type CostBreakdown } from '@wayfare/common';
import { createAuction, registerCustomer, tokenOf } from '../support/auctions';
import { demo } from '../support/session';

/**
 * A person on a slow phone does not wait for the app: the pages drawn ahead of the scripts (prerendered or rendered
 * by the server) show their fields a few seconds before the app takes them over, and people type into them, and press
 * buttons, in that moment. Every other journey waits for `data-app-ready` after a page load; these do not — they act
 * as soon as a control is visible, on a phone-sized screen with the CPU slowed 4× and a slow 4G line, and check that
 * what was typed is still there once the app has started, and that the app acts on it.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

type City = { id: number; name: string };

/** A day this many days ahead as YYYY-MM-DD: far enough that no seeded or other journey's booking is in the way. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Lighthouse's mobile profile as DevTools applies it: slow 4G (150 ms × 3.75 latency, 1.6 Mbit/s × 0.9) and a 4× slower CPU. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
}

const isAppReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
const waitForApp = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30_000 });

/** Opens a page the way a tap on a link does: the test goes on as soon as the response starts arriving. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Types into a field as soon as it shows, key by key, and checks that it was indeed typed before the app had
 * started (else this journey would prove nothing).
 */
async function typeEarly(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.pressSequentially(text);
  expect(await isAppReady(page), `"${label}" was typed before the app had taken the page over`).toBe(false);
}

/** No hydration mismatch, no error: collected for the whole test. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const isLoggedIn = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') !== null);

async function citiesByName(request: APIRequestContext): Promise<Record<string, City>> {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  return Object.fromEntries(cities.map((city) => [city.name, city]));
}

async function pickCity(page: Page, label: string, city: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: city, exact: true }).click();
}

async function retypeDate(page: Page, label: string, date: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(date);
}

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

test('/search: a city changed and Search pressed before the app started search that city', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { Berlin, Munich, Hamburg } = await citiesByName(request);
  const trip = { fromDate: daysAhead(210), toDate: daysAhead(212), fromTime: '10:00', toTime: '12:00' };
  const query = new URLSearchParams({ fromCity: String(Berlin!.id), toCity: String(Munich!.id), ...trip });
  await open(page, `/search?${query}`);
  const pickUp = page.getByLabel('Pick-up city', { exact: true });
  await expect(pickUp).toHaveValue('Berlin');
  await pickUp.click();
  await page.keyboard.press('ControlOrMeta+A');
  await typeEarly(page, 'Pick-up city', 'Hamburg');
  await page.getByRole('button', { name: 'Search' }).click();

  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`[?&]fromCity=${Hamburg!.id}(&|$)`));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ toCity: String(Munich!.id), ...trip });
  await expect(pickUp).toHaveValue('Hamburg');
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
    await expect(page).toHaveURL(/\/login$/);
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
  const history = page.getByRole('table', { name: 'Bidding history' });
  await expect(history.getByRole('row').nth(1)).toContainText(`${formatMoney(160)}${auctionMessages.auto}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
  expect(errors).toEqual([]);
});

/** A paid trip of `who` in a car of its own (Hamburg → Berlin, `day` days ahead), booked and paid through the API. */
async function paidTripOf(request: APIRequestContext, who: { email: string; password: string }, day: number) {
  const { Hamburg, Berlin } = await citiesByName(request);
  const admin = await tokenOf(request, demo.admin);
  const plate = `E2E-SLOW-CANCEL-${test.info().retry}`;
  const made = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      make: 'Slow',
      model: 'Canceler',
      registrationNumber: plate,
      fuelConsumption: 5,
      cityId: Hamburg!.id,
      photosBase64: [
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=',
      ],
      features: { seats: 5, doors: 4, transmission: 'Auto', extras: 'GPS' },
      isExclusive: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: carId } = (await made.json()) as { id: number };
  const headers = { authorization: `Bearer ${await tokenOf(request, who)}` };
  const profile = (await (await request.get('/api/users/currentUserProfile', { headers })).json()) as { id: number };
  const fromDate = daysAhead(day);
  const trip = { carId, fromCityId: Hamburg!.id, toCityId: Berlin!.id, coverage: 0 as const };
  const [start, end] = [`${fromDate}T10:00:00`, `${daysAhead(day + 2)}T10:00:00`];
  const cost = (await (
    await request.post('/api/bookings/calculate-cost', {
      headers,
      data: { ...trip, fromDateTime: start, toDateTime: end },
    })
  ).json()) as CostBreakdown;
  const totalPrice = bookingTotal(cost, 0, false);
  const booked = await request.post('/api/bookings', {
    headers,
    data: { ...trip, fromDate, startDateTime: start, endDateTime: end, totalPrice, userId: profile.id },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { bookingId } = (await booked.json()) as { bookingId: number };
  const { url } = (await (await request.get(`/api/payments/pay?bookingId=${bookingId}`, { headers })).json()) as {
    url: string;
  };
  const sessionId = url.split('/checkout/')[1]!;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Cleo Canceler' };
  expect((await request.post(`/api/payments/test-checkout/${sessionId}/pay`, { data: card })).ok()).toBe(true);
  const confirmed = await request.get(`/api/payments/success?sessionId=${sessionId}`, { headers });
  expect(await confirmed.json()).toEqual({ paid: true });
  return { bookingId, totalPrice };
}

test('/my-bookings: canceling a paid trip the moment the button shows tells what comes back before confirming', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const cleo = await registerCustomer(request, 'Cleo Canceler');
  const { bookingId, totalPrice } = await paidTripOf(request, cleo, 240);

  await open(page, '/login');
  await page.getByLabel('Email', { exact: true }).pressSequentially(cleo.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(cleo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => isLoggedIn(page), { timeout: 30_000 }).toBe(true);

  // Pressed the moment it shows: the confirmation opens only with the server's refund in it.
  await open(page, '/my-bookings');
  await page.getByRole('button', { name: `Cancel booking #${bookingId}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(tripMessages.youGetBack(formatMoney(totalPrice)))).toBeVisible();
  await expect(dialog).not.toContainText('Working out');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  const row = page.getByRole('table', { name: 'All Bookings' }).getByRole('row').filter({ hasText: 'E2E-SLOW-CANCEL' });
  await expect(row.first()).toContainText('Canceled', { timeout: 30_000 });
  expect(errors).toEqual([]);
});
