import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookingTotal, formatMoney, tripMessages, type CostBreakdown } from '@wayfare/common';
import { registerCustomer, tokenOf } from '../support/auctions';
import { demo } from '../support/session';
import { citiesByName, collectErrors, daysAhead, isLoggedIn, open, slowPhone } from '../support/slow-phone';

/**
 * The trips of docs/product/bookings-and-payments.md#cancellation-policy on a slow phone (support/slow-phone.ts): a
 * person presses Cancel the moment it shows, and must still see what comes back before confirming.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await slowPhone(page);
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
