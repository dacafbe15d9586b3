import { expect, test, type Locator, type Page } from '@playwright/test';
import { snap } from '../support/screenshots';
import {
  citiesByName,
  collectErrors,
  daysAhead,
  open,
  pickCity,
  slowPhone,
  typeEarly,
  waitForApp,
} from '../support/slow-phone';

/**
 * A search on a phone shows cars first (docs/product/screens-and-navigation.md#search-on-a-phone): after Search the
 * form is one line with Edit, and the first car's name and booking button are on the first screen; the filters open
 * in a drawer and count what is ticked; Edit, a new date and Search fold the form again over the new trip. The journey
 * acts as soon as each control shows: the home page's first field is typed into before the app has started (on a
 * phone's CPU and line, as slow-phone.spec.ts does), and nothing waits for `data-app-ready` before acting.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The element lies whole within the first screen (the page is not scrolled). */
async function expectOnFirstScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing on the page is wider than the phone. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The next answer of the car search, with the filters it was asked for and the count it gave. */
function nextSearchAnswer(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/cars/availableCars'));
}

test('a phone search folds the form, shows the first car on the first screen, filters in a drawer and edits the trip', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const { Berlin, Munich } = await citiesByName(request);
  const [fromDate, toDate, laterToDate] = [daysAhead(230), daysAhead(233), daysAhead(234)];

  // The home page, typed into as soon as its form shows, on a phone's CPU and line.
  await slowPhone(page);
  await open(page, '/');
  await typeEarly(page, 'Pick-up city', 'Berlin');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(fromDate);
  // The city lists need the app: a person taps again once it has started, the test waits for it (slow-phone.spec.ts).
  await waitForApp(page);
  await expect(page.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Berlin');
  await expect(page.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(fromDate);
  await pickCity(page, 'Drop-off city', 'Munich');
  const drop = page.getByRole('textbox', { name: 'Drop-off date' });
  await drop.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(toDate);
  await page.getByRole('button', { name: 'Search' }).tap();
  // The phone-throttled project (playwright.config.ts) keeps the slow phone for the whole journey.
  if (test.info().project.name !== 'phone-throttled') await fullSpeed(page);

  // /search: the trip in one line with Edit, the form folded, the first car's name and button on the first screen.
  await expect(page).toHaveURL(/\/search\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    fromCity: String(Berlin!.id),
    toCity: String(Munich!.id),
    fromDate,
    toDate,
  });
  const summary = (to: string) => page.getByText(tripLine(fromDate, to), { exact: true });
  await expect(summary(toDate)).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('form', { name: 'Car search' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
  const firstCar = page.getByRole('list', { name: 'Cars' }).getByRole('article').first();
  await expectOnFirstScreen(page, firstCar.getByRole('heading').first());
  await expectOnFirstScreen(page, firstCar.getByRole('link', { name: 'Login to book' }));
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'phone-search-folded');

  // Filters in a drawer: a tick is counted on the button and asks the list again with it.
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  await filtersButton.tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const answered = nextSearchAnswer(page);
  await drawer.getByRole('checkbox', { name: 'Auto', exact: true }).tap();
  const answer = await answered;
  expect(answer.request().postDataJSON()).toMatchObject({ selectedFeatures: [expect.any(Number)] });
  const total = Number(answer.headers()['x-total-count']);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Filters (1)', includeHidden: true })).toHaveCount(1);
  await snap(page, 'phone-search-filters');
  await drawer.getByRole('button', { name: total === 1 ? 'Show 1 car' : `Show ${total} cars` }).tap();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  expect(new URL(page.url()).searchParams.get('filters')).toMatch(/^\d+$/);
  // The list is the filtered one: its count, and every car on the page is an automatic.
  await expect(
    page.getByRole('heading', { name: total === 1 ? '1 car available' : `${total} cars available` }),
  ).toBeVisible();
  const cars = page.getByRole('list', { name: 'Cars' }).getByRole('article');
  for (const car of await cars.all()) await expect(car.getByRole('list', { name: 'Features' })).toContainText('Auto');

  // Edit unfolds the form with the focus in it; a later drop-off and Search fold it again over the new trip.
  await edit.tap();
  await expect(page.getByRole('form', { name: 'Car search' })).toBeVisible();
  await expect(page.locator('#search-form')).toBeFocused();
  await snap(page, 'phone-search-editing');
  const dropOff = page.getByRole('textbox', { name: 'Drop-off date' });
  await dropOff.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(laterToDate);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`[?&]toDate=${laterToDate}(&|$)`));
  await expect(summary(laterToDate)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Car search' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  // The new trip keeps the filter (docs/product/search-and-availability.md#sorting-and-pages).
  expect(new URL(page.url()).searchParams.get('filters')).toMatch(/^\d+$/);
  await expect(firstCar).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await snap(page, 'phone-search-edited');
  expect(errors).toEqual([]);
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The folded form's line for a Berlin → Munich trip at 10:00 both ways: "16 Jul", with the years across New Year. */
function tripLine(fromDate: string, toDate: string): string {
  const withYear = fromDate.slice(0, 4) !== toDate.slice(0, 4);
  const day = (isoDate: string) => {
    const [year, month, dayOfMonth] = isoDate.split('-').map(Number);
    return `${dayOfMonth} ${MONTHS[month! - 1]}${withYear ? ` ${year}` : ''}`;
  };
  return `Berlin → Munich · ${day(fromDate)} 10:00 – ${day(toDate)} 10:00`;
}

/** Back to the machine's own speed once the first page has been acted on before the app started. */
async function fullSpeed(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
