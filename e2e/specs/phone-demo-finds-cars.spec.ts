import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SEARCH_PAGE_SIZE, searchTexts, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';

/** The results heading as the English page writes it (the catalogue's plural). */
const carsAvailableText = (count: number) => englishOf(text(searchTexts, 'results.carsAvailable', { count }));
import { adminHeaders } from '../support/cars';
import { snap } from '../support/screenshots';
import { citiesByName, collectErrors, daysAhead, type City } from '../support/slow-phone';
import { test } from '../support/test';

/**
 * The demo finds cars (docs/product/search-and-availability.md#demo-fleet, #suggestions), on a phone: a trip between
 * two demo cities next week has more than a page of cars; a search that finds none says where cars are instead, and
 * the suggestion, tapped, leads to a result with cars.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const EMPTY_TEXT = 'No available cars, try different search paramenters';

const searchUrl = (from: City, to: City, day: number) =>
  `/search?${new URLSearchParams({
    fromCity: String(from.id),
    toCity: String(to.id),
    fromDate: daysAhead(day),
    toDate: daysAhead(day + 2),
    fromTime: '10:00',
    toTime: '10:00',
  })}`;

/** The count above the list ("14 cars available"), read as a number. */
async function carsAvailable(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: /^\d+ cars? available$/ });
  await expect(heading).toBeVisible();
  const count = Number.parseInt(await heading.innerText(), 10);
  expect(await heading.innerText()).toBe(carsAvailableText(count));
  return count;
}

/**
 * A city of the journey's own next to Berlin with no car in it (the admin adds it as the Create city dialogs do); a
 * retried journey finds the one its first try made.
 */
async function carlessCityNearBerlin(request: APIRequestContext): Promise<City> {
  const name = 'Potsdam';
  const existing = (await citiesByName(request))[name];
  if (existing) return existing;
  const created = await request.post('/api/cities', {
    headers: await adminHeaders(request),
    data: { name, lat: 52.3906, lon: 13.0645, depoAddress: 'Babelsberger Straße 16, 14473 Potsdam' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as City;
}

test('a next-week search between two demo cities has more than one page of cars', async ({ page, request }) => {
  const { Berlin, Munich } = await citiesByName(request);
  await page.goto(searchUrl(Berlin!, Munich!, 7));

  const total = await carsAvailable(page);
  expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE);
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  const cards = page.getByRole('list', { name: 'Cars' }).getByRole('article');
  await expect(cards).toHaveCount(SEARCH_PAGE_SIZE);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText(`Page 1 / ${pageCount}`)).toBeVisible();
  await snap(page, 'phone-demo-finds-cars');

  await pages.getByRole('button', { name: 'Next' }).tap();
  await expect(pages.getByText(`Page 2 / ${pageCount}`)).toBeVisible();
  await expect(cards).toHaveCount(Math.min(total - SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE));
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
});

test('a search that finds no car suggests a nearby city; tapped, it shows cars', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { Berlin, Munich } = await citiesByName(request);
  const potsdam = await carlessCityNearBerlin(request);
  // The server draws the empty page without the suggestions; the app adds them, with no hydration error.
  await page.goto(searchUrl(potsdam, Munich!, 7));

  await expect(page.getByText(EMPTY_TEXT, { exact: true })).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: 'Try instead' });
  const nearby = suggestions.getByRole('link', { name: /^Nearby: Berlin \(\d+ cars?\)$/ });
  await expect(nearby).toBeVisible();
  const offered = Number(/\((\d+) cars?\)/.exec(await nearby.innerText())?.[1]);
  expect(offered).toBeGreaterThan(0);
  await snap(page, 'phone-demo-no-cars-suggestions');

  await nearby.tap();
  await expect(page).toHaveURL(new RegExp(`[?&]fromCity=${Berlin!.id}(&|$)`));
  await expect(page.getByText(EMPTY_TEXT, { exact: true })).toHaveCount(0);
  // As many as the suggestion said (unless another journey booked one meanwhile).
  const total = await carsAvailable(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(offered);
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});
