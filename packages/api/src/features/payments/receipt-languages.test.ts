import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../db/first-row';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';

/** A receipt is written in its payer's language (docs/product/languages.md#what-is-translated), whoever asks. */

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

/** A paid booking of 1,326.28 € (its priced lines add up to it), Lyon to Nice, 2030-03-10 10:00 in Berlin. */
async function paidReceiptOf(payer: TestUser) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const from = await createCity(t.app, { name: `Lyon ${suffix}`, depoAddress: 'Place Carnot 1, 69002 Lyon' });
  const to = await createCity(t.app, { name: `Nice ${suffix}`, depoAddress: 'Avenue Thiers 12, 06000 Nice' });
  const car = await createCar(t.app, { cityId: from.id, make: 'Renault', model: 'Clio' });
  const booking = await createBooking(t.app, {
    carId: car.id,
    userId: payer.user.id,
    endCityId: to.id,
    startAt: new Date('2030-03-10T09:00:00Z'),
    endAt: new Date('2030-03-12T09:00:00Z'),
    totalPrice: 1326.28,
    // 40 + 12.28 + 15 + 1200 + 69 + 0 - 10 = 1326.28
    costLines: {
      fuelCost: 40,
      tollFees: 12.28,
      serviceFees: 15,
      timeFees: 1200,
      coverageFee: 69,
      deliveryFee: 0,
      userDiscount: 10,
    },
  });
  const payment = firstRow(
    await t.db
      .insert(payments)
      .values({
        userId: payer.user.id,
        kind: 'booking',
        bookingId: booking.id,
        description: `Payment for booking #${booking.id}`,
        amount: 1326.28,
        paid: true,
        paidAt: new Date('2030-03-01T14:30:00Z'),
        provider: 'test',
        providerSessionId: `tcs_${suffix}`,
      })
      .returning(),
    'payment',
  );
  return { booking, paymentId: payment.id };
}

describe("GET /api/payments/{id}/receipt in the payer's language", () => {
  it('prints a French customer’s receipt in French, money and dates as French writes them, under a French name', async () => {
    const payer = await createUser(t.app, { name: 'Jeanne Martin', language: 'fr' });
    const { booking, paymentId } = await paidReceiptOf(payer);
    // Asked for by an administrator on an English page: still the customer's French receipt.
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}/receipt`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="wayfare-recu-${paymentId}.pdf"`);

    // French groups thousands with a no-break space (WinAnsi has no narrow one), and puts one before "€" and ":".
    const text = (await pdfText(response.rawPayload)).replaceAll('\u00a0', ' ');
    expect(text).toContain(`Reçu #${paymentId}`);
    expect(text).toContain('Payé le : 01/03/2030 15:30');
    expect(text).toContain(`Réservation #${booking.id}`);
    expect(text).toContain('Voiture : Renault Clio');
    expect(text).toMatch(/De Lyon \w+ à Nice \w+/);
    expect(text).toContain('Prise en charge : 10/03/2030 10:00');
    expect(text).toContain('Agence de prise en charge : Place Carnot 1, 69002 Lyon');
    expect(text).toContain('Frais de durée 1 200,00 €');
    expect(text).toContain('Remise -10,00 €');
    expect(text).toContain('Total payé 1 326,28 €');
    expect(text).toContain('Montants en euros.');
    expect(text).not.toMatch(/Receipt|Paid at|Total paid|Pick-up/);
  });

  it('prints a German customer’s receipt in German', async () => {
    const payer = await createUser(t.app, { language: 'de' });
    const { paymentId } = await paidReceiptOf(payer);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}/receipt`,
      headers: payer.headers,
    });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="wayfare-quittung-${paymentId}.pdf"`);
    const text = (await pdfText(response.rawPayload)).replaceAll('\u00a0', ' ');
    expect(text).toContain(`Quittung #${paymentId}`);
    expect(text).toContain('Bezahlt am: 01.03.2030, 15:30');
    expect(text).toContain('Zeitgebühren 1.200,00 €');
    expect(text).toContain('Bezahlt gesamt 1.326,28 €');
  });

  it('names a German customer’s refund in German, though the row keeps its English', async () => {
    const payer = await createUser(t.app, { language: 'de' });
    const { booking, paymentId } = await paidReceiptOf(payer);
    const refund = firstRow(
      await t.db
        .insert(payments)
        .values({
          userId: payer.user.id,
          kind: 'refund',
          bookingId: booking.id,
          description: `Refund for booking #${booking.id}`,
          amount: -100,
          paid: true,
          provider: 'test',
          refundOfPaymentId: paymentId,
        })
        .returning(),
      'refund',
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${refund.id}/receipt`,
      headers: payer.headers,
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replaceAll('\u00a0', ' ');
    expect(text).toContain(`Erstattung für Buchung Nr. ${booking.id}`);
    expect(text).not.toContain('Refund for booking');
  });
});
