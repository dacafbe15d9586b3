import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookingsTexts, formatMoney, formatWallClock, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { seriousViolations, waitForPage } from '../support/axe';
import { snap } from '../support/screenshots';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/**
 * The cancellation policy and changing a booking (docs/product/bookings-and-payments.md#cancellation-policy,
 * #changing-a-booking) as a customer lives them: a paid trip canceled days ahead comes back whole as a refund line;
 * a paid trip made longer asks for the difference at the checkout and then shows its new dates and the change payment.
 */
type City = { id: number; name: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const MAKE = 'Tripper';
/** One car per journey, so neither journey's booking stands in the other's way. */
const CARS = {
  canceled: { model: 'Refunder', plate: 'E2E-TRIP-1' },
  changed: { model: 'Mover', plate: 'E2E-TRIP-2' },
} as const;
type OurCar = (typeof CARS)[keyof typeof CARS];

/** A day this many days ahead as YYYY-MM-DD: far from the seeded bookings and more than 24 hours ahead. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let berlin: City;
let munich: City;

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

// Each journey books and pays a trip on the test checkout first.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  berlin = cities.find((c) => c.name === 'Berlin')!;
  munich = cities.find((c) => c.name === 'Munich')!;
  await createCar(request, CARS.canceled);
  await createCar(request, CARS.changed);
});

const euros = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** Pays the open test checkout with the card that pays, and waits for the app's "Payment successful". */
async function payOnTestCheckout(page: Page, amount: number) {
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByLabel('Amount')).toHaveText(formatMoney(amount));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Cora Customer');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Books our car Berlin → Munich from `fromDay` to `toDay` days ahead (10:00–12:00) and pays it; answers the booking's
 * id and total. On the way, /new-booking says until when canceling is free.
 */
async function bookAndPay(page: Page, car: OurCar, fromDay: number, toDay: number) {
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(fromDay),
    toDate: daysAhead(toDay),
    fromTime: '10:00',
    toTime: '12:00',
    // Our cars were added last: newest first keeps them on the first of the 10-car pages.
    sort: 'newest',
  });
  await page.goto(`/search?${query}`);
  const card = page.getByRole('article', { name: `${MAKE} ${car.model}` });
  await card.getByRole('link', { name: 'Start booking' }).click();
  await expect(page.getByTestId('booking-total')).toBeVisible();
  // 24 hours before a 10:00 pick-up is 10:00 the day before on the business clocks (no clock change in between is
  // assumed; a day with one would say 09:00 or 11:00).
  await expect(page.getByTestId('cancellation-note')).toHaveText(
    /^Free cancellation until \d{4}-\d{2}-\d{2} \d{2}:00$/,
  );
  const total = euros(await page.getByTestId('booking-total').innerText());
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await payOnTestCheckout(page, total);

  await page.goto('/my-bookings');
  const row = bookingRow(page, car);
  await expect(row).toContainText('Paid');
  const id = Number(await row.getByRole('cell').first().innerText());
  return { id, total };
}

/** The /my-bookings row of the newest booking of our car. */
const bookingRow = (page: Page, car: OurCar) =>
  page.getByRole('table', { name: 'All Bookings' }).getByRole('row').filter({ hasText: car.plate }).first();

/** The customer's payment line with this description on the profile's Payments tab. */
async function profilePayment(page: Page, description: string) {
  await page.goto('/my-profile');
  await page.getByRole('tab', { name: 'Payments' }).click();
  return page.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: description });
}

/** The admin's /my-payments row with this description (the customer logs out first). */
async function adminPayment(page: Page, description: string) {
  await page.goto('/logout');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
  await loginAs(page, demo.admin);
  await page.goto('/my-payments');
  return page.getByRole('table', { name: 'All payments' }).getByRole('row').filter({ hasText: description });
}

test('a paid trip canceled days ahead: the dialog says all of it comes back, and a refund line shows', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  const { id, total } = await bookAndPay(page, CARS.canceled, 30, 32);

  const row = bookingRow(page, CARS.canceled);
  await row.getByRole('button', { name: `Cancel booking #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
  await expect(
    dialog.getByText(englishOf(text(bookingsTexts, 'trips.youGetBack', { amount: formatMoney(total) }))),
  ).toBeVisible();
  await snap(page, 'customer-cancel-paid-refund');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(row).toContainText('Canceled');

  const refund = await profilePayment(page, englishOf(text(bookingsTexts, 'trips.refundLine', { bookingId: id })));
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(formatMoney(-total));
  await snap(page, 'customer-payments-refund');

  const adminRow = await adminPayment(page, englishOf(text(bookingsTexts, 'trips.refundLine', { bookingId: id })));
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText(formatMoney(-total));
});

test('a paid trip made two days longer: pay the difference, then the new dates and the change payment show', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  const { id, total } = await bookAndPay(page, CARS.changed, 40, 42);

  await bookingRow(page, CARS.changed)
    .getByRole('link', { name: `Change booking #${id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/change-booking\\?bookingId=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Change booking #${id}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Drop-off date' })).toHaveValue(daysAhead(42));
  await expect(page.getByTestId('total-before')).toHaveText(formatMoney(total));

  const dropOff = page.getByRole('textbox', { name: 'Drop-off date' });
  await dropOff.fill(daysAhead(44));
  await dropOff.press('Tab');
  const pay = page.getByRole('button', { name: /^Pay .* difference$/ });
  await expect(pay).toBeEnabled();
  const newTotal = euros(await page.getByTestId('total-after').innerText());
  expect(newTotal).toBeGreaterThan(total);
  const difference = Math.round((newTotal - total) * 100) / 100;
  await expect(pay).toHaveText(`Pay ${formatMoney(difference)} difference`);
  await snap(page, 'customer-change-booking');
  await pay.click();
  await payOnTestCheckout(page, difference);

  await page.goto('/my-bookings');
  const row = bookingRow(page, CARS.changed);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(formatWallClock(`${daysAhead(44)}T12:00`));
  await expect(row).toContainText(formatMoney(newTotal));

  const change = await profilePayment(page, englishOf(text(bookingsTexts, 'trips.changeLine', { bookingId: id })));
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(formatMoney(difference));
  await expect(change).toContainText('Paid');

  // The admin sees the change in the booking's history and the payment in /my-payments.
  const adminRow = await adminPayment(page, englishOf(text(bookingsTexts, 'trips.changeLine', { bookingId: id })));
  await expect(adminRow).toContainText(formatMoney(difference));
  await page.goto('/my-bookings');
  await page
    .getByRole('table', { name: 'All Bookings' })
    .getByRole('button', { name: `Changes of booking #${id}` })
    .click();
  const history = page.getByRole('dialog', { name: `Changes of booking #${id}` });
  await expect(history).toContainText('applied');
  await expect(history).toContainText(`Due ${formatMoney(difference)}`);
  await expect(history.getByRole('table', { name: /^Change #/ })).toContainText(
    formatWallClock(`${daysAhead(44)}T12:00`),
  );
  await snap(page, 'admin-booking-changes');
});

test('the change page fits a 375 px phone, works from the keyboard and has no serious axe findings', async ({
  page,
}) => {
  await loginAs(page, demo.customer);
  await page.goto('/my-bookings');
  // The trip the journey above made longer: Paid, No coverage.
  const link = bookingRow(page, CARS.changed).getByRole('link', { name: /^Change booking #/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/change-booking\?bookingId=\d+$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(href!);
  await waitForPage(page);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page, 'change-booking')).toEqual([]);

  // Keyboard only: the coverage radios move with the arrow keys and the price follows.
  await page.getByRole('radio', { name: 'No coverage' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pay .* difference$/ })).toBeEnabled();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
  await snap(page, 'mobile-customer-change-booking');
});
