import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, type CostBreakdown, type CreateBookingBody, type DiscountPlan } from '@wayfare/common';
import { bookings, planPurchases, planUses } from '../src/db/schema';
import { bookingLifecycleJob } from '../src/features/bookings/booking-lifecycle';
import { runJobsOnce } from '../src/scheduler';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAdmin, createUser, type TestUser } from '../src/test/factories';
import { bookingBodyOf, newTrip, quoteTrip, type Trip } from './support/bookings';

/**
 * A plan's use is spent when the booking it discounts is made, not when it is paid. Before, a 1-use 90 % plan
 * discounted every booking priced while the first was still Unpaid, and all of them could be paid.
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const post = (url: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });

/** Buys a plan as a customer does: a checkout link, the test card, the return page's confirmation. */
async function buyPlan(customer: TestUser, change: Partial<DiscountPlan>) {
  const plan = await post(
    '/api/discountPlans',
    { title: 'Almost free', description: 'x', remainingUses: 1, discountValue: 90, price: 5, ...change },
    admin,
  );
  expect(plan.statusCode, plan.body).toBe(201);
  const link = await post(
    '/api/payments/create-discount-link',
    { userId: customer.user.id, discountPlanId: plan.json<DiscountPlan>().id },
    customer,
  );
  await payLink(link.json<{ url: string }>().url, customer);
}

async function payLink(url: string, customer: TestUser) {
  const sessionId = url.split('/checkout/')[1] ?? '';
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Plan Buyer' };
  expect((await post(`/api/payments/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
  expect((await get(`/api/payments/success?sessionId=${sessionId}`, customer)).json()).toEqual({ paid: true });
}

const stage = () => newTrip(t.app);

async function quote(customer: TestUser, trip: Trip): Promise<CostBreakdown> {
  const response = await quoteTrip(t.app, customer, trip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CostBreakdown>();
}

const book = (customer: TestUser, body: CreateBookingBody) => post('/api/bookings', body, customer);
const usesLeft = async (customer: TestUser) =>
  (await t.db.select().from(planPurchases).where(eq(planPurchases.userId, customer.user.id))).map(
    (p) => p.remainingUses,
  );

describe('a plan use is taken when the booking is made', () => {
  it('prices three trips while the first is Unpaid: only the first booking gets the discount, and paying changes nothing', async () => {
    const customer = await createUser(t.app);
    await buyPlan(customer, {});
    const trips = [await stage(), await stage(), await stage()];
    // All three priced before any is booked: each quote shows the 90 % discount.
    const quotes = await Promise.all(trips.map((trip) => quote(customer, trip)));
    for (const q of quotes) expect(q.userDiscount).toBeGreaterThan(0);

    const first = await book(customer, bookingBodyOf(customer, trips[0]!, quotes[0]!));
    expect(first.statusCode, first.body).toBe(200);
    expect(await usesLeft(customer)).toEqual([0]);
    // The other two were priced with a use that is now held: their discounted totals are refused.
    for (const i of [1, 2]) {
      const refused = await book(customer, bookingBodyOf(customer, trips[i]!, quotes[i]!));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: [{ error: bookingMessages.priceChanged, field: 'totalPrice' }] });
      expect((await quote(customer, trips[i]!)).userDiscount).toBe(0);
    }

    const { bookingId } = first.json<{ bookingId: number }>();
    const link = await get(`/api/payments/pay?bookingId=${bookingId}`, customer);
    await payLink(link.json<{ url: string }>().url, customer);
    expect(await usesLeft(customer)).toEqual([0]);
    expect((await quote(customer, trips[1]!)).userDiscount).toBe(0);
  });

  it('ten parallel bookings with a 1-use plan: exactly one is discounted', async () => {
    const customer = await createUser(t.app);
    await buyPlan(customer, {});
    const trips = await Promise.all(Array.from({ length: 10 }, () => stage()));
    const quotes = await Promise.all(trips.map((trip) => quote(customer, trip)));
    const responses = await Promise.all(
      trips.map((trip, i) => book(customer, bookingBodyOf(customer, trip, quotes[i]!))),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of responses.filter((r) => r.statusCode !== 200)) {
      expect(loser.statusCode, loser.body).toBe(409);
    }
    const made = await t.db.select().from(bookings).where(eq(bookings.userId, customer.user.id));
    expect(made).toHaveLength(1);
    expect(await t.db.select().from(planUses).where(eq(planUses.bookingId, made[0]!.id))).toHaveLength(1);
    expect(await usesLeft(customer)).toEqual([0]);
  });

  it('ten parallel bookings, half at the full price: one discounted, the rest never below the full price', async () => {
    const customer = await createUser(t.app);
    await buyPlan(customer, {});
    const trips = await Promise.all(Array.from({ length: 10 }, () => stage()));
    const quotes = await Promise.all(trips.map((trip) => quote(customer, trip)));
    // Full price = the discounted total plus the discount: what the trip costs without a plan.
    const full = (q: CostBreakdown): CostBreakdown => ({
      ...q,
      total: Math.round((q.total + q.userDiscount) * 100) / 100,
      userDiscount: 0,
    });
    const responses = await Promise.all(
      trips.map((trip, i) =>
        book(customer, bookingBodyOf(customer, trip, i % 2 === 0 ? quotes[i]! : full(quotes[i]!))),
      ),
    );
    const madeIds = responses.filter((r) => r.statusCode === 200).map((r) => r.json<{ bookingId: number }>().bookingId);
    const discounted = await t.db
      .select()
      .from(planUses)
      .innerJoin(bookings, eq(bookings.id, planUses.bookingId))
      .where(eq(bookings.userId, customer.user.id));
    expect(discounted).toHaveLength(1);
    expect(madeIds).toContain(discounted[0]!.bookings.id);
    expect(await usesLeft(customer)).toEqual([0]);
  });

  it('gives the use back when the booking is canceled unpaid or its hold runs out, once', async () => {
    const customer = await createUser(t.app);
    await buyPlan(customer, {});

    const canceledTrip = await stage();
    const made = await book(customer, bookingBodyOf(customer, canceledTrip, await quote(customer, canceledTrip)));
    const canceledId = made.json<{ bookingId: number }>().bookingId;
    expect(await usesLeft(customer)).toEqual([0]);
    expect((await get(`/api/bookings/cancel?bookingId=${canceledId}`, customer)).statusCode).toBeLessThan(300);
    expect(await usesLeft(customer)).toEqual([1]);
    // A replayed cancel is refused and gives nothing more.
    expect((await get(`/api/bookings/cancel?bookingId=${canceledId}`, customer)).statusCode).toBe(409);
    expect(await usesLeft(customer)).toEqual([1]);

    const heldTrip = await stage();
    const held = await book(customer, bookingBodyOf(customer, heldTrip, await quote(customer, heldTrip)));
    expect(held.statusCode, held.body).toBe(200);
    expect(await usesLeft(customer)).toEqual([0]);
    await runJobsOnce(t.db, t.app.events, new Date(Date.now() + 31 * 60_000), [bookingLifecycleJob]);
    await runJobsOnce(t.db, t.app.events, new Date(Date.now() + 62 * 60_000), [bookingLifecycleJob]);
    expect(await usesLeft(customer)).toEqual([1]);
    expect((await quote(customer, await stage())).userDiscount).toBeGreaterThan(0);
  });

  it('keeps the use spent when a paid booking is canceled (it is refunded, the use is not)', async () => {
    const customer = await createUser(t.app);
    await buyPlan(customer, {});
    const trip = await stage();
    const made = await book(customer, bookingBodyOf(customer, trip, await quote(customer, trip)));
    const { bookingId } = made.json<{ bookingId: number }>();
    await payLink(
      (await get(`/api/payments/pay?bookingId=${bookingId}`, customer)).json<{ url: string }>().url,
      customer,
    );
    expect((await get(`/api/bookings/cancel?bookingId=${bookingId}`, customer)).statusCode).toBeLessThan(300);
    expect(await usesLeft(customer)).toEqual([0]);
  });
});
