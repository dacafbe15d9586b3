import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import { bookPaid, changeBody, changeOk, createFlatStage } from '../../test/change-kit';
import { createUser } from '../../test/factories';

/** "Your booking #id has been changed" (docs/product/bookings-and-payments.md#emails), for applied changes only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());

const changedMails = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((m) => m.subject.includes('changed'));

describe('booking changed e-mail', () => {
  it('is written when a change applies (with its refund), not while it waits for its payment', async () => {
    const customer = await createUser(t.app);
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(700, 10), end: wallClock(702, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, { ...trip, coverage: 2 });

    // 125 → 60: applied at once, 65 back.
    await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(701, 10) }));
    const [mail] = await changedMails(customer.user.email);
    expect(mail?.subject).toBe(`Your booking #${bookingId} has been changed`);
    expect(mail?.text).toContain('65.00 € will be refunded');
    expect(mail?.text).toContain('60.00 €');

    // 60 → 105: waits for its payment, no mail yet.
    await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(702, 10) }));
    expect(await changedMails(customer.user.email)).toHaveLength(1);
  });

  it('is not written for customers who turned booking e-mails off', async () => {
    const quiet = await createUser(t.app);
    await t.db.update(users).set({ bookingsEmails: false }).where(eq(users.id, quiet.user.id));
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(710, 10), end: wallClock(712, 10) };
    const bookingId = await bookPaid(t.app, quiet, car.id, trip);
    await changeOk(t.app, quiet, bookingId, changeBody({ ...trip, end: wallClock(711, 10) }));
    expect(await changedMails(quiet.user.email)).toHaveLength(0);
  });
});
