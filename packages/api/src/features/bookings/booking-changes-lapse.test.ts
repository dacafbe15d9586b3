import { instantToWallClock } from '@wayfare/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPlans, payments, planPurchases, planUses, testCheckoutSessions } from '../../db/schema';
import { bookingNetPaid } from '../../domain/refunds';
import { runJobsOnce } from '../../scheduler';
import { bookingChangeLapseJob } from './booking-change-lapse';
import { bookingLifecycleJob } from './booking-lifecycle';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import {
  bookPaid,
  bookUnpaid,
  changeBody,
  changeOk,
  createFlatStage,
  readBooking,
  readChanges,
  readPayments,
  sessionOf,
} from '../../test/change-kit';
import { createUser, type TestUser } from '../../test/factories';

/** A change's plan discount, and changes whose booking moves on while they wait (canceled, started). */
const TZ = 'Europe/Berlin';
let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: TZ });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A 10 % plan with two uses, bought by `user` (straight in the tables). */
async function givePlan(user: TestUser) {
  const [plan] = await t.db
    .insert(discountPlans)
    .values({ title: 'Ten', description: 'Ten off', discountValue: 10, price: 50, remainingUses: 2 })
    .returning();
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId: user.user.id,
      kind: 'discount_plan',
      description: 'Ten',
      amount: 50,
      paid: true,
      provider: 'test',
    })
    .returning();
  const [purchase] = await t.db
    .insert(planPurchases)
    .values({ userId: user.user.id, planId: plan?.id ?? 0, paymentId: payment?.id ?? 0, remainingUses: 2 })
    .returning();
  return purchase?.id ?? 0;
}

const usesLeft = async (purchaseId: number) =>
  (await t.db.select().from(planPurchases).where(eq(planPurchases.id, purchaseId)))[0]?.remainingUses;

describe('the plan of a changed booking', () => {
  it("keeps the booking's own plan discount and takes no new use", async () => {
    const planned = await createUser(t.app);
    const purchaseId = await givePlan(planned);
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(500, 10), end: wallClock(501, 10) };
    // 1 day: 60 − 10 % = 54; the booking took one of the two uses.
    const bookingId = await bookUnpaid(t.app, planned, car.id, trip);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 54 });
    expect(await usesLeft(purchaseId)).toBe(1);

    // 2 days: 105 − 10.50 = 94.50, with the same use.
    await changeOk(t.app, planned, bookingId, changeBody({ ...trip, end: wallClock(502, 10) }, 94.5));
    const changed = await readBooking(t.app, bookingId);
    expect(changed).toMatchObject({ totalPrice: 94.5 });
    expect(changed?.costLines).toMatchObject({ userDiscount: 10.5 });
    expect(await usesLeft(purchaseId)).toBe(1);
    expect(await t.db.select().from(planUses).where(eq(planUses.bookingId, bookingId))).toHaveLength(1);
  });

  it('gives no discount to a booking made without a plan, even if its customer has one now', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(510, 10), end: wallClock(511, 10) };
    const late = await createUser(t.app);
    const bookingId = await bookUnpaid(t.app, late, car.id, trip);
    const purchaseId = await givePlan(late);
    await changeOk(t.app, late, bookingId, changeBody({ ...trip, end: wallClock(512, 10) }, 105));
    expect(await readBooking(t.app, bookingId)).toMatchObject({ totalPrice: 105 });
    expect(await usesLeft(purchaseId)).toBe(2);
  });
});

describe('a waiting change whose booking moves on', () => {
  it('is reverted in the tick that starts the trip, and its checkout closed', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const startMs = Math.ceil((Date.now() + 30 * HOUR) / HOUR) * HOUR;
    const at = (ms: number) => instantToWallClock(new Date(ms), TZ);
    const trip = { fromCityId: from.id, toCityId: to.id, start: at(startMs), end: at(startMs + 24 * HOUR) };
    const bookingId = await bookPaid(t.app, customer, car.id, trip);
    const answer = await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: at(startMs + 48 * HOUR) }));
    expect(answer.amountDue).toBe(45);

    // The scheduler was down for the 30 minutes: the first tick after pick-up starts the trip and reverts the change.
    await runJobsOnce(t.db, t.app.events, new Date(startMs), [bookingLifecycleJob, bookingChangeLapseJob]);
    expect(await readBooking(t.app, bookingId)).toMatchObject({ status: 'Active', heldStartAt: null, totalPrice: 60 });
    expect((await readChanges(t.app, bookingId))[0]?.status).toBe('reverted');
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionOf(answer.url ?? '')));
    expect(session?.status).toBe('canceled');
  });

  it('is reverted by a cancellation, which closes the checkout of its difference', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(520, 10), end: wallClock(521, 10) };
    const bookingId = await bookPaid(t.app, customer, car.id, trip);
    const answer = await changeOk(t.app, customer, bookingId, changeBody({ ...trip, end: wallClock(522, 10) }));
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/cancel?bookingId=${bookingId}`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await readChanges(t.app, bookingId))[0]?.status).toBe('reverted');
    expect(await readBooking(t.app, bookingId)).toMatchObject({ status: 'Canceled', heldStartAt: null });

    // Nothing can pay the difference any more (a difference paid after a lapse goes back: tested above).
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionOf(answer.url ?? '')));
    expect(session?.status).toBe('canceled');
    const refunds = (await readPayments(t.app, bookingId)).filter((p) => p.kind === 'refund');
    // The cancellation's 60 (free until 24 hours before pick-up).
    expect(refunds.map((r) => [r.amount, r.paid])).toEqual([[-60, true]]);
    expect(await bookingNetPaid(t.db, bookingId)).toBe(0);
  });
});
