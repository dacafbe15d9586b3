import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '@wayfare/common';
import { test } from '../support/test';
import { snap } from '../support/screenshots';
import { starOf } from '../support/stars';
import { demo, loginAs } from '../support/session';

type City = { id: number; name: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const MAKE = 'Bookly';
/** One car per journey: a paid trip moves its car to Munich, out of the next journey's search. */
const CARS = {
  paid: { model: 'Tourer', plate: 'E2E-BOOK-1' },
  cancelled: { model: 'Cruiser', plate: 'E2E-BOOK-2' },
} as const;
type OurCar = (typeof CARS)[keyof typeof CARS];

/** A day this many days ahead as YYYY-MM-DD: far enough that no seeded booking is in the way. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let berlin: City;
let munich: City;

/**
 * Cars of our own in Berlin, so the journeys do not depend on the demo fleet. Fixed plates: the
 * database is fresh per run, and a worker restarted after a failure finds them (409).
 */
async function createCar(request: APIRequestContext, car: OurCar) {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.post('/api/cars', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      make: MAKE,
      model: car.model,
      registrationNumber: car.plate,
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
  await createCar(request, CARS.paid);
  await createCar(request, CARS.cancelled);
});

/** Searches Berlin → Munich from `fromDay` to `toDay` days ahead and opens "Start booking" on our car. */
async function startBooking(page: Page, car: OurCar, fromDay: number, toDay: number, delivery?: string) {
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(fromDay),
    toDate: daysAhead(toDay),
    fromTime: '10:00',
    toTime: '12:00',
    // Our own cars were added last: newest first keeps them on the first page whatever other journeys added.
    sort: 'newest',
  });
  await page.goto(`/search?${query}`);
  const card = page.getByRole('article', { name: `${MAKE} ${car.model}` });
  await expect(card).toBeVisible();
  if (delivery) {
    await page.getByRole('checkbox', { name: 'Car delivery' }).check();
    await page.getByLabel('Delivery address').fill(delivery);
  }
  await card.getByRole('link', { name: 'Start booking' }).click();
  await expect(page).toHaveURL(/\/new-booking\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toBeVisible();
}

const euros = async (page: Page) =>
  Number((await page.getByTestId('booking-total').innerText()).replace(/[^\d.]/g, ''));

/** The /my-bookings row of the newest booking of our car. */
const ourBookingRow = (page: Page, car: OurCar) =>
  page.getByRole('table', { name: 'All Bookings' }).getByRole('row').filter({ hasText: car.plate }).first();

test('a customer books with Top coverage and delivery, pays with 4242…, and sees the booking Paid', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  await startBooking(page, CARS.paid, 90, 92, 'Leopoldstraße 1, Munich');
  await expect(page.getByText('Leopoldstraße 1, Munich')).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No coverage' })).toBeChecked();
  await expect(page.getByText('Car delivery', { exact: true })).toBeVisible();

  const withoutCoverage = await euros(page);
  await page.getByRole('radio', { name: 'Top' }).check();
  await expect.poll(() => euros(page)).toBeCloseTo(withoutCoverage + 10, 2);
  const total = await euros(page);
  await snap(page, 'customer-new-booking');

  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText('Test checkout — no real money moves')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveText(formatMoney(total));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Cora Customer');
  await snap(page, 'customer-test-checkout');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-bookings');
  const row = ourBookingRow(page, CARS.paid);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(formatMoney(total));
  await expect(row).toContainText('Top');
  await snap(page, 'customer-my-bookings');
});

test('a declined card stays on the checkout; the customer cancels, then cancels the Unpaid booking', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  await startBooking(page, CARS.cancelled, 100, 101);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Cora Customer');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await snap(page, 'customer-checkout-declined');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/my-bookings');
  const row = ourBookingRow(page, CARS.cancelled);
  await expect(row).toContainText('Unpaid');
  await row.getByRole('button', { name: /^Cancel booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(row).toContainText('Canceled');
});

test('the admin sees the paid booking payment in /my-payments', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.goto('/my-payments');
  const table = page.getByRole('table', { name: 'All payments' });
  const row = table
    .getByRole('row')
    .filter({ hasText: `${MAKE} ${CARS.paid.model}` })
    .filter({ hasText: 'Yes' })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await snap(page, 'admin-my-payments');
});

const bookingsTable = (page: Page) => page.getByRole('table', { name: 'All Bookings' });

test('a customer reviews a finished trip; an empty text is refused first', async ({ page }) => {
  await loginAs(page, demo.customer);
  await page.goto('/my-bookings');
  const finished = bookingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Review booking/ }) })
    .first();
  const id = await finished.getByRole('cell').first().innerText();
  await finished.getByRole('button', { name: /^Review booking/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await dialog.getByRole('button', { name: 'Save review' }).click();
  // Marked on the field itself, not in a second pop-up (docs/product/bookings-and-payments.md#reviews).
  await expect(dialog.getByText('Please enter some text to the review')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Review' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Review').fill('Clean car, smooth ride.');
  // The stars start empty; each rating is chosen.
  for (const rating of ['Value for money', 'Car condition', 'Car speed'])
    await (await starOf(dialog, rating, 4)).click();
  await snap(page, 'customer-review-dialog');
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog).toBeHidden();
  const reviewed = bookingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(reviewed).toContainText('Rated');
});

test('the admin reports damage: the Premium notice charges nothing, a Top booking is charged half', async ({
  page,
}) => {
  await loginAs(page, demo.admin);
  /**
   * A finished trip with this coverage: the newest bookings of the demo are still ahead, so the list is filtered to
   * Finished ones and paged until one shows.
   */
  const reportable = async (coverage: string) => {
    for (let pageNo = 0; pageNo < 10; pageNo++) {
      await page.goto(`/my-bookings?status=Finished&page=${pageNo}`);
      await expect(bookingsTable(page).getByRole('row').nth(1)).toContainText('Finished');
      const row = bookingsTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: coverage, exact: true }) })
        .filter({ has: page.getByRole('button', { name: /^Report damage/ }) })
        .first();
      if ((await row.count()) > 0) return row;
    }
    throw new Error(`no finished ${coverage} trip to report`);
  };

  await (await reportable('Premium')).getByRole('button', { name: /^Report damage/ }).click();
  let dialog = page.getByRole('dialog', { name: /^Report damage on booking/ });
  await dialog.getByRole('checkbox', { name: 'Scratch (80.00 €)' }).check();
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Booking is with Premium coverage and user won't be charged");
  await snap(page, 'admin-damage-premium');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await (await reportable('Top')).getByRole('button', { name: /^Report damage/ }).click();
  dialog = page.getByRole('dialog', { name: /^Report damage on booking/ });
  await dialog.getByRole('checkbox', { name: 'Dent (150.00 €)' }).check();
  await expect(dialog).toContainText('To charge: 75.00 €');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Report damage', exact: true });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/payments/create-request') && r.status() === 201);
  await confirm.getByRole('button', { name: 'Report' }).click();
  const payment = (await (await created).json()) as { id: number };
  await expect(page.getByText('Damage report sent')).toBeVisible();

  // The demo has damage charges of its own: this one is found by its number.
  await page.goto('/my-payments');
  const pay = page.getByRole('button', { name: `Pay payment #${payment.id}` });
  const charge = page.getByRole('table', { name: 'All payments' }).getByRole('row').filter({ has: pay });
  await expect(charge).toContainText('Found Damage on Dent');
  await expect(charge).toContainText('75.00 €');
});
