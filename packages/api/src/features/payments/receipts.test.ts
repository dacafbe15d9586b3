import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mapSearchUrl, paymentMessages, RECEIPT_SELLER, type PaymentKind } from '@wayfare/common';
import { firstRow } from '../../db/first-row';
import { bookings, payments, type BookingCostLines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app, { name: 'Rita Receipt', email: `rita-${Date.now()}@example.com` });
  other = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

// Hand-computed: 40.50 + 12.00 + 15.00 + 102.00 + 10.00 + 0.00 - 17.95 = 161.55
const LINES: BookingCostLines = {
  fuelCost: 40.5,
  tollFees: 12,
  serviceFees: 15,
  timeFees: 102,
  coverageFee: 10,
  deliveryFee: 0,
  userDiscount: 17.95,
};
const TOTAL = 161.55;

/** A Paid booking from Hamburg to Leipzig, 2030-03-10 09:00 UTC (10:00 in Berlin) for two days. */
async function trip(costLines: BookingCostLines | null, totalPrice = TOTAL) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const from = await createCity(t.app, { name: `Hamburg ${suffix}`, depoAddress: 'Hachmannplatz 16, 20099 Hamburg' });
  const to = await createCity(t.app, { name: `Leipzig ${suffix}`, depoAddress: 'Willy-Brandt-Platz 5, 04109 Leipzig' });
  const car = await createCar(t.app, {
    cityId: from.id,
    make: 'Skoda',
    model: 'Octavia',
    registrationNumber: `HH-${suffix}`,
  });
  return createBooking(t.app, {
    carId: car.id,
    userId: customer.user.id,
    endCityId: to.id,
    startAt: new Date('2030-03-10T09:00:00Z'),
    endAt: new Date('2030-03-12T09:00:00Z'),
    totalPrice,
    costLines,
  });
}

async function payment(values: {
  bookingId: number | null;
  kind?: PaymentKind;
  amount: number;
  paid: boolean;
  description?: string;
  refundOfPaymentId?: number;
  userId?: number;
}) {
  const kind = values.kind ?? 'booking';
  const id = Math.random().toString(36).slice(2, 10);
  return firstRow(
    await t.db
      .insert(payments)
      .values({
        userId: values.userId ?? customer.user.id,
        kind,
        bookingId: values.bookingId,
        description: values.description ?? `Payment for booking #${values.bookingId}`,
        amount: values.amount,
        paid: values.paid,
        paidAt: values.paid ? new Date('2030-03-01T14:30:00Z') : null,
        provider: 'test',
        providerSessionId: kind === 'refund' ? null : `tcs_${id}`,
        ...(kind === 'refund'
          ? {
              refundOfPaymentId: values.refundOfPaymentId,
              refundKey: `cancel-test-${id}`,
              providerReference: `tre_${id}`,
            }
          : {}),
      })
      .returning(),
    'payment',
  );
}

async function receiptText(paymentId: number, user: TestUser = customer) {
  const response = await get(`/api/payments/${paymentId}/receipt`, user);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="wayfare-receipt-${paymentId}.pdf"`);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

describe('GET /api/payments/{id}/receipt', () => {
  it("prints the seller, the customer, the trip, the booking's priced lines, the total, when and the reference", async () => {
    const booking = await trip(LINES);
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    const text = await receiptText(paid.id);

    expect(text).toContain(`Receipt #${paid.id}`);
    expect(text).toContain(RECEIPT_SELLER.name);
    expect(text).toContain(RECEIPT_SELLER.taxId);
    expect(text).toContain('Rita Receipt');
    expect(text).toContain(customer.user.email);
    expect(text).toContain(`Booking #${booking.id}`);
    expect(text).toContain('Skoda Octavia');
    expect(text).toMatch(/From Hamburg \w+ to Leipzig \w+/);
    // Wall-clock in the business time zone (Europe/Berlin, UTC+1 in March).
    expect(text).toContain('Pick-up: 2030-03-10 10:00');
    expect(text).toContain('Drop-off: 2030-03-12 10:00');
    expect(text).toContain('Paid at: 2030-03-01 15:30');
    expect(text).toContain(`Payment reference: ${paid.providerSessionId}`);
    for (const line of [
      'Fuel 40.50 €',
      'Tolls 12.00 €',
      'Service 15.00 €',
      'Time 102.00 €',
      'Coverage 10.00 €',
      'Delivery 0.00 €',
      'Discount -17.95 €',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Total paid 161.55 €');
  });

  it("prints the depots' addresses, each a link to the map", async () => {
    const booking = await trip(LINES);
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    const response = await get(`/api/payments/${paid.id}/receipt`, customer);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Pick-up depot: Hachmannplatz 16, 20099 Hamburg');
    expect(text).toContain('Drop-off depot: Willy-Brandt-Platz 5, 04109 Leipzig');
    // Link annotations are PDF objects of their own, written uncompressed.
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf).toContain(`/URI (${mapSearchUrl('Hachmannplatz 16, 20099 Hamburg')})`);
    expect(pdf).toContain(`/URI (${mapSearchUrl('Willy-Brandt-Platz 5, 04109 Leipzig')})`);
  });

  it('prints the delivery address where the car is collected when it is brought', async () => {
    const booking = await trip(LINES);
    await t.db
      .update(bookings)
      .set({ deliveryAddress: 'Große Freiheit 36, Hamburg' })
      .where(eq(bookings.id, booking.id));
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    const text = await receiptText(paid.id);
    expect(text).toContain('Delivery address: Große Freiheit 36, Hamburg');
    expect(text).not.toContain('Pick-up depot');
    expect(text).toContain('Drop-off depot: Willy-Brandt-Platz 5, 04109 Leipzig');
  });

  it('prints one line with the total for a booking priced before the lines were kept', async () => {
    const booking = await trip(null, 99.9);
    const paid = await payment({ bookingId: booking.id, amount: 99.9, paid: true });
    const text = await receiptText(paid.id);
    expect(text).toContain(`Payment for booking #${booking.id} 99.90 €`);
    expect(text).not.toContain('Fuel');
    expect(text).toContain('Total paid 99.90 €');
  });

  it('prints a refund as a refund receipt: negative amount, the payment it refunds, its own reference', async () => {
    const booking = await trip(LINES);
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    const refund = await payment({
      bookingId: booking.id,
      kind: 'refund',
      amount: -59.55,
      paid: true,
      description: `Refund for booking #${booking.id}`,
      refundOfPaymentId: paid.id,
    });
    const text = await receiptText(refund.id);
    expect(text).toContain(`Refund receipt #${refund.id}`);
    expect(text).toContain(`Refund of payment #${paid.id}: Payment for booking #${booking.id} (161.55 €)`);
    expect(text).toContain(`Refund for booking #${booking.id} -59.55 €`);
    expect(text).toContain('Total refunded -59.55 €');
    expect(text).toContain(`Payment reference: ${refund.providerReference}`);
    expect(text).toContain(`Booking #${booking.id}`);
  });

  it('prints the description as the single line of a discount plan, a damage charge or a change', async () => {
    const plan = await payment({
      bookingId: null,
      kind: 'discount_plan',
      amount: 49,
      paid: true,
      description: 'Gold plan',
    });
    expect(await receiptText(plan.id)).toContain('Gold plan 49.00 €');

    const booking = await trip(LINES);
    const damage = await payment({
      bookingId: booking.id,
      kind: 'damage_charge',
      amount: 120,
      paid: true,
      description: 'Found Damage on the bumper',
    });
    const damageText = await receiptText(damage.id);
    expect(damageText).toContain('Found Damage on the bumper 120.00 €');
    expect(damageText).not.toContain('Fuel');

    const change = await payment({
      bookingId: booking.id,
      kind: 'booking_change',
      amount: 35.2,
      paid: true,
      description: `Change of booking #${booking.id}`,
    });
    expect(await receiptText(change.id)).toContain(`Change of booking #${booking.id} 35.20 €`);
  });

  it("an administrator gets anyone's receipt", async () => {
    const booking = await trip(LINES);
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    expect(await receiptText(paid.id, admin)).toContain('Total paid 161.55 €');
  });

  it("another customer gets 404, as if the payment did not exist; so does a payment that doesn't", async () => {
    const booking = await trip(LINES);
    const paid = await payment({ bookingId: booking.id, amount: TOTAL, paid: true });
    const foreign = await get(`/api/payments/${paid.id}/receipt`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [{ error: paymentMessages.paymentNotFound }] });
    expect((await get('/api/payments/2000000000/receipt', customer)).statusCode).toBe(404);
  });

  it('an unpaid payment has no receipt yet (409), whoever asks', async () => {
    const booking = await trip(LINES);
    const unpaid = await payment({ bookingId: booking.id, amount: TOTAL, paid: false });
    for (const user of [customer, admin]) {
      const response = await get(`/api/payments/${unpaid.id}/receipt`, user);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errors: [{ error: paymentMessages.receiptNotIssued }] });
    }
    // Still nobody else's business.
    expect((await get(`/api/payments/${unpaid.id}/receipt`, other)).statusCode).toBe(404);
  });

  it('needs a token (401) and a real id (400)', async () => {
    expect((await get('/api/payments/1/receipt')).statusCode).toBe(401);
    for (const id of ['99999999999', '0', '-1', 'abc', '1.5']) {
      expect((await get(`/api/payments/${id}/receipt`, customer)).statusCode, id).toBe(400);
    }
  });
});
