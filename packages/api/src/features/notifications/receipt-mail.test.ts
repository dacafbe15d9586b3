import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, payments } from '../../db/schema';
import { createSmtpMailer } from '../../integrations/mail/smtp-mailer';
import { createOutboxJob, runJobsOnce } from '../../scheduler';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { rawAttachments } from '../../test/mime';
import { pdfText } from '../../test/pdf-text';
import { startLocalSmtp, type LocalSmtp } from '../../test/local-smtp';

let t: TestApp;
let smtp: LocalSmtp;
let customer: TestUser;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  customer = await createUser(t.app, { name: 'Mira Mail' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An Unpaid booking paid through the test checkout and confirmed: the real path that publishes bookingPaid. */
async function payABooking(payer: TestUser = customer, [fromCity, toCity] = ['Dresden', 'Bremen']) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: payer.headers });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: payer.headers });
  const from = await createCity(t.app, { name: fromCity });
  const to = await createCity(t.app, { name: toCity });
  const car = await createCar(t.app, { cityId: from.id, make: 'Opel', model: 'Astra' });
  const booking = await createBooking(t.app, {
    carId: car.id,
    userId: payer.user.id,
    endCityId: to.id,
    status: 'Unpaid',
    totalPrice: 128.4,
    // 30 + 8.4 + 10 + 80 + 0 + 0 - 0 = 128.40
    costLines: {
      fuelCost: 30,
      tollFees: 8.4,
      serviceFees: 10,
      timeFees: 80,
      coverageFee: 0,
      deliveryFee: 0,
      userDiscount: 0,
    },
  });
  const link = await get(`/api/payments/pay?bookingId=${booking.id}`);
  const sessionId = link.json<{ url: string }>().url.split('/checkout/')[1] ?? '';
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Mira Mail' };
  expect((await post(`/api/payments/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
  expect((await get(`/api/payments/success?sessionId=${sessionId}`)).json()).toEqual({ paid: true });
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  return { booking, paymentId: payment!.id };
}

describe('the "booking paid" e-mail', () => {
  it('carries the receipt of the booking payment as a PDF, kept in the outbox and delivered over SMTP', async () => {
    const { booking, paymentId } = await payABooking();

    const [queued] = await t.db.select().from(outbox).where(eq(outbox.toAddress, customer.user.email));
    expect(queued?.subject).toBe(`Your booking #${booking.id} is confirmed`);
    expect(queued?.attachments).toEqual([
      {
        filename: `wayfare-receipt-${paymentId}.pdf`,
        contentType: 'application/pdf',
        contentBase64: expect.any(String),
      },
    ]);

    const mailer = createSmtpMailer(smtp.url, 'Wayfare <no-reply@wayfare.local>');
    await runJobsOnce(t.db, t.app.events, new Date(Date.now() + 60_000), [createOutboxJob(mailer)]);
    mailer.close();

    const delivered = smtp.received.find((m) => m.to.includes(customer.user.email));
    expect(delivered?.subject).toBe(`Your booking #${booking.id} is confirmed`);
    const [attachment, ...others] = rawAttachments(delivered?.raw ?? '');
    expect(others).toEqual([]);
    expect(attachment?.filename).toBe(`wayfare-receipt-${paymentId}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(attachment!.content);
    expect(text).toContain(`Receipt #${paymentId}`);
    expect(text).toContain(`Booking #${booking.id}`);
    expect(text).toContain('Mira Mail');
    expect(text).toContain('From Dresden to Bremen');
    expect(text).toContain('Tolls 8.40 €');
    expect(text).toContain('Total paid 128.40 €');
    expect(text).toMatch(/Payment reference: tcs_[0-9a-f]{32}/);
  });
});

describe('the "booking paid" e-mail of a German customer', () => {
  it('is written in German, its amounts and dates in the German form, with a German receipt', async () => {
    const german = await createUser(t.app, { name: 'Greta Gruber', language: 'de' });
    const { booking, paymentId } = await payABooking(german, ['Leipzig', 'Kiel']);

    const [queued] = await t.db.select().from(outbox).where(eq(outbox.toAddress, german.user.email));
    expect(queued?.subject).toBe(`Ihre Buchung #${booking.id} ist bestätigt`);
    expect(queued?.text).toMatch(
      /^Hallo Greta Gruber,\n\nVielen Dank für Ihre Zahlung\. Ihre Buchung für den Opel Astra/,
    );
    expect(queued?.text).toContain('Gesamtpreis: 128,40\u00a0€');
    expect(queued?.text).toMatch(/Abholung: Leipzig, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Europe\/Berlin\)/);
    expect(queued?.text).toContain('In Ihrem Profil können Sie festlegen, welche E-Mails Sie erhalten.');
    expect(queued?.attachments?.[0]?.filename).toBe(`wayfare-quittung-${paymentId}.pdf`);

    const pdf = Buffer.from(queued?.attachments?.[0]?.contentBase64 ?? '', 'base64');
    const text = (await pdfText(pdf)).replaceAll('\u00a0', ' ');
    expect(text).toContain(`Quittung #${paymentId}`);
    expect(text).toContain('Von Leipzig nach Kiel');
    expect(text).toContain('Maut 8,40 €');
    expect(text).toContain('Bezahlt gesamt 128,40 €');
  });
});
