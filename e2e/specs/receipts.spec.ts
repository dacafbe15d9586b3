import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { formatMoney, receiptTexts } from '@wayfare/common';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/**
 * Receipts (docs/product/bookings-and-payments.md#receipts) as people fetch them: a customer pays a trip on the test
 * checkout and downloads its receipt from the profile's Payments tab; the admin downloads the same one from
 * /my-payments. Both get a PDF file named after the payment.
 */
type City = { id: number; name: string };

// A real 32×20 PNG: the API checks each photo's magic bytes.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR42mNwTnxHU8QwasGoBaMWjFowasGoBaMWEIMAPSXtLswbp/cAAAAASUVORK5CYII=';
const CAR = { make: 'Receipter', model: 'Ledger', plate: 'E2E-RCPT-1' } as const;

/** A day this many days ahead as YYYY-MM-DD, far from the seeded bookings and the other journeys' trips. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const euros = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

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

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  berlin = cities.find((c) => c.name === 'Berlin')!;
  munich = cities.find((c) => c.name === 'Munich')!;
  await createCar(request);
});

/** Books our car Berlin → Munich 40 to 41 days ahead and pays it on the test checkout; answers the total. */
async function bookAndPay(page: Page) {
  const query = new URLSearchParams({
    fromCity: String(berlin.id),
    toCity: String(munich.id),
    fromDate: daysAhead(40),
    toDate: daysAhead(41),
    fromTime: '10:00',
    toTime: '12:00',
    // Our car was added last: newest first keeps it on the first page, however many demo cars are cheaper.
    sort: 'newest',
  });
  await page.goto(`/search?${query}`);
  await page
    .getByRole('article', { name: `${CAR.make} ${CAR.model}` })
    .getByRole('link', { name: 'Start booking' })
    .click();
  await expect(page.getByTestId('booking-total')).toBeVisible();
  const total = euros(await page.getByTestId('booking-total').innerText());
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Cora Customer');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  return total;
}

/** Clicks the button and answers the file it downloads: its suggested name and its first bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), head: await firstBytes(file) };
}

async function firstBytes(file: Download) {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 5).toString('latin1');
}

test('a customer downloads the receipt of a paid trip, and the admin the same one', async ({ page }) => {
  await loginAs(page, demo.customer);
  const total = await bookAndPay(page);

  await page.goto('/my-profile');
  await page.getByRole('tab', { name: 'Payments' }).click();
  const line = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: `${CAR.make} ${CAR.model}` })
    .first();
  await expect(line).toContainText(formatMoney(total));
  const id = Number(/#(\d+) ·/.exec(await line.innerText())?.[1]);
  expect(id).toBeGreaterThan(0);

  const customerFile = await download(page, () =>
    line.getByRole('button', { name: receiptTexts.buttonLabel(id) }).click(),
  );
  expect(customerFile).toEqual({ name: receiptTexts.fileName(id), head: '%PDF-' });

  await page.goto('/logout');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Login' })).toBeVisible();
  await loginAs(page, demo.admin);
  await page.goto('/my-payments');
  const row = page
    .getByRole('table', { name: 'All payments' })
    .getByRole('row')
    .filter({ hasText: `${CAR.make} ${CAR.model}` })
    .first();
  const adminFile = await download(page, () => row.getByRole('button', { name: receiptTexts.buttonLabel(id) }).click());
  expect(adminFile).toEqual({ name: receiptTexts.fileName(id), head: '%PDF-' });
});
