import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SEARCH_PAGE_SIZE, searchTexts, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';

/** The results heading as the English page writes it (the catalogue's plural). */
const carsAvailable = (count: number) => englishOf(text(searchTexts, 'results.carsAvailable', { count }));
import { seriousViolations, waitForPage } from '../support/axe';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';
import { test } from '../support/test';

// docs/product/search-and-availability.md#sorting-and-pages

type City = { id: number; name: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const MAKE = 'Sortly';
/** Out of order on purpose: the order of the fleet is not the order by consumption. */
const CONSUMPTIONS = [8.4, 5.1, 11.2, 4.3, 9.9, 6, 7.7, 3.9, 10.5, 5.6, 12.1, 6.8, 4.8];

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Thirteen cars of our own in Lisbon (a city no other journey searches from), so that a search from there has more than
 * one page whatever the demo fleet holds. Fixed plates: a worker restarted after a failure finds them (409).
 */
async function createCars(request: APIRequestContext, lisbon: City) {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (const [n, fuelConsumption] of CONSUMPTIONS.entries()) {
    const response = await request.post('/api/cars', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        make: MAKE,
        model: `No ${n + 1}`,
        registrationNumber: `E2E-SORT-${n + 1}`,
        fuelConsumption,
        cityId: lisbon.id,
        photosBase64: [PNG],
        features: { seats: 5, doors: 4, transmission: 'Manual', extras: 'GPS' },
        isExclusive: false,
      },
    });
    expect([201, 409], await response.text()).toContain(response.status());
  }
}

let searchUrl = '';
/** How many cars the search finds in all (the API's X-Total-Count), and so how many pages. */
let total = 0;
let pageCount = 0;

test.beforeAll(async ({ request }) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  const lisbon = cities.find((c) => c.name === 'Lisbon')!;
  const madrid = cities.find((c) => c.name === 'Madrid')!;
  await createCars(request, lisbon);
  const [fromDate, toDate] = [daysAhead(90), daysAhead(92)];
  const answer = await request.post('/api/cars/availableCars', {
    data: {
      fromCity: lisbon.id,
      toCity: madrid.id,
      fromDateTime: `${fromDate}T10:00:00`,
      toDateTime: `${toDate}T10:00:00`,
      selectedFeatures: null,
    },
  });
  total = Number(answer.headers()['x-total-count']);
  pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE);
  const query = new URLSearchParams({
    fromCity: String(lisbon.id),
    toCity: String(madrid.id),
    fromDate,
    toDate,
    fromTime: '10:00',
    toTime: '10:00',
  });
  searchUrl = `/search?${query}`;
});

const cards = (page: Page) => page.getByRole('list', { name: 'Cars' }).getByRole('article');
/** The fuel consumption on each card of the page, in the order shown. */
const consumptions = async (page: Page) =>
  (await cards(page).getByTitle('Fuel consumption').allInnerTexts()).map((text) => Number.parseFloat(text));
const isAscending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** Console errors (a hydration mismatch is one) and the search requests the page sends. */
function watch(page: Page) {
  const errors: string[] = [];
  const searches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/cars/availableCars') searches.push(sent.postData() ?? '');
  });
  return { errors, searches };
}

test('a guest sorts a long search by fuel consumption, pages to page 2, and a reload keeps both', async ({ page }) => {
  const { errors, searches } = watch(page);
  await page.goto(searchUrl);
  await expect(page.getByRole('heading', { level: 2, name: carsAvailable(total) })).toBeVisible();
  // The server drew the first page, by price, with its count: the app took it over without asking again.
  expect(searches).toEqual([]);
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('price');
  await expect(cards(page)).toHaveCount(SEARCH_PAGE_SIZE);
  await expect(pages(page).getByText(`Page 1 / ${pageCount}`)).toBeVisible();
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Newest first: the last car added leads.
  await sortBy.selectOption({ label: englishOf(text(searchTexts, 'results.sort.newest')) });
  await expect(page).toHaveURL(/[?&]sort=newest(&|$)/);
  await expect(cards(page).first()).toHaveAccessibleName(`${MAKE} No ${CONSUMPTIONS.length}`);

  await sortBy.selectOption({ label: englishOf(text(searchTexts, 'results.sort.consumption')) });
  await expect(page).toHaveURL(/[?&]sort=consumption(&|$)/);
  await expect(cards(page).first()).toHaveAccessibleName(`${MAKE} No 8`);
  const firstPage = await consumptions(page);
  expect(firstPage[0]).toBeLessThanOrEqual(firstPage[1]!);
  expect(isAscending(firstPage)).toBe(true);
  await snap(page, 'search-sorted');

  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(pages(page).getByText(`Page 2 / ${pageCount}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect.poll(async () => (await consumptions(page))[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  const secondPage = await consumptions(page);
  expect(isAscending(secondPage)).toBe(true);
  if (pageCount === 2) await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled();

  searches.length = 0;
  await page.reload();
  await expect(pages(page).getByText(`Page 2 / ${pageCount}`)).toBeVisible();
  await expect(sortBy).toHaveValue('consumption');
  expect(await consumptions(page)).toEqual(secondPage);
  expect(searches).toEqual([]);

  // Back returns to the first page, as on the other paged lists.
  await page.goBack();
  await expect(pages(page).getByText(`Page 1 / ${pageCount}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server draws the order and page of the link before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${searchUrl}&sort=consumption&page=1`);
  await expect(page.getByRole('heading', { level: 2, name: carsAvailable(total) })).toBeVisible();
  await expect(pages(page).getByText(`Page 2 / ${pageCount}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('consumption');
  await expect(cards(page)).toHaveCount(Math.min(total - SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE));
  expect(isAscending(await consumptions(page))).toBe(true);
  await context.close();
});

test('on a 375 px phone the order and the pages work from the keyboard, without serious axe findings', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { errors } = watch(page);
  await page.goto(searchUrl);
  await waitForPage(page);
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await sortBy.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]sort=consumption(&|$)/);

  const next = pages(page).getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(pages(page).getByText(`Page 2 / ${pageCount}`)).toBeVisible();
  // Reading starts again at the top of the results, not under the old page.
  await expect(page.getByRole('heading', { level: 2, name: carsAvailable(total) })).toBeFocused();
  await snap(page, 'search-page-2-mobile');

  expect(await seriousViolations(page, '/search page 2 at 375 px')).toEqual([]);
  expect(errors).toEqual([]);
});
