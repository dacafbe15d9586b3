import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPlanMessages, type DiscountPlan } from '@wayfare/common';
import { planPurchases, planUses } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';
import { book, createTrip, quote, type TripStage } from '../../test/plan-kit';

let t: TestApp;
let admin: TestUser;
const bought: DomainEvents['discountPlanBought'][] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  admin = await createAdmin(t.app);
  t.app.events.subscribe('discountPlanBought', (event) => {
    bought.push(event);
  });
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const post = (url: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers ?? {} });
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Plan Buyer' };

async function createPlan(change: Partial<DiscountPlan> = {}): Promise<DiscountPlan> {
  const body = {
    title: 'Saver',
    description: 'Cheaper trips',
    remainingUses: 2,
    discountValue: 20,
    price: 25,
    ...change,
  };
  const response = await post('/api/discountPlans', body, admin);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DiscountPlan>();
}

/** Pays a checkout link through the embedded test checkout and confirms it as the return page does. */
async function payThrough(url: string, user: TestUser) {
  const sessionId = url.split('/checkout/')[1] ?? '';
  expect((await post(`/api/payments/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
  const confirmed = await get(`/api/payments/success?sessionId=${sessionId}`, user);
  expect(confirmed.json()).toEqual({ paid: true });
  return sessionId;
}

async function buyPlan(plan: DiscountPlan, user: TestUser) {
  const link = await post(
    '/api/payments/create-discount-link',
    { userId: user.user.id, discountPlanId: plan.id },
    user,
  );
  expect(link.statusCode, link.body).toBe(200);
  const { url } = link.json<{ url: string }>();
  expect(url).toMatch(/^http:\/\/shop\.test\/checkout\/tcs_/);
  return payThrough(url, user);
}

const trip = async (user: TestUser) => ({ ...(await createTrip(t.app)), user });
const cost = (stage: TripStage & { user: TestUser }) => quote(t.app, stage.user, stage);

async function bookAndPay(user: TestUser) {
  const stage = await trip(user);
  const created = await book(t.app, user, stage);
  expect(created.statusCode, created.body).toBe(200);
  const { bookingId } = created.json<{ bookingId: number }>();
  const link = await get(`/api/payments/pay?bookingId=${bookingId}`, user);
  await payThrough(link.json<{ url: string }>().url, user);
  return bookingId;
}

const usesLeft = async (user: TestUser) =>
  (await t.db.select().from(planPurchases).where(eq(planPurchases.userId, user.user.id))).map((p) => p.remainingUses);

describe('buying a plan through the test checkout', () => {
  it('grants the plan once, answers is-bought true, refuses a second purchase and lowers the price', async () => {
    const customer = await createUser(t.app);
    const plan = await createPlan();
    const stage = await trip(customer);
    const before = await cost(stage);
    expect(before.userDiscount).toBe(0);

    const sessionId = await buyPlan(plan, customer);
    expect(bought).toContainEqual({ purchaseId: expect.any(Number), planId: plan.id, userId: customer.user.id });
    // A replayed confirmation grants nothing more.
    await get(`/api/payments/success?sessionId=${sessionId}`, customer);
    expect(await usesLeft(customer)).toEqual([2]);
    expect((await get(`/api/discountPlans/is-bought?id=${plan.id}`, customer)).json()).toEqual({ bought: true });
    const again = await post(
      '/api/payments/create-discount-link',
      { userId: customer.user.id, discountPlanId: plan.id },
      customer,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(discountPlanMessages.alreadyBought);

    const after = await cost(stage);
    const subtotal = before.total;
    expect(after.userDiscount).toBe(Math.round(subtotal * 20) / 100);
    expect(after.total).toBeLessThan(before.total);
    expect(after.coverageFee).toBe(before.coverageFee);
  });

  it('takes the plan use when the booking is made, gives it back when it is canceled unpaid, and stops discounting when uses run out', async () => {
    const customer = await createUser(t.app);
    await buyPlan(await createPlan({ remainingUses: 1, discountValue: 30 }), customer);

    // An unpaid booking holds the use: nothing is left to discount another booking with.
    const stage = await trip(customer);
    const unpaid = await book(t.app, customer, stage);
    const unpaidId = unpaid.json<{ bookingId: number }>().bookingId;
    expect(await t.db.select().from(planUses).where(eq(planUses.bookingId, unpaidId))).toHaveLength(1);
    expect(await usesLeft(customer)).toEqual([0]);
    expect((await cost(await trip(customer))).userDiscount).toBe(0);
    const canceled = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/cancel?bookingId=${unpaidId}`,
      headers: customer.headers,
    });
    expect(canceled.statusCode, canceled.body).toBeLessThan(300);
    expect(await usesLeft(customer)).toEqual([1]);

    await bookAndPay(customer);
    expect(await usesLeft(customer)).toEqual([0]);
    expect((await cost(await trip(customer))).userDiscount).toBe(0);
    // Still bought, even with no uses left.
    expect((await get(`/api/discountPlans/is-bought?id=${bought.at(-1)?.planId ?? 0}`, customer)).json()).toEqual({
      bought: true,
    });
  });

  it('applies the best plan held, and a plan withdrawn after purchase keeps discounting', async () => {
    const customer = await createUser(t.app);
    const small = await createPlan({ discountValue: 5 });
    const big = await createPlan({ discountValue: 40 });
    await buyPlan(small, customer);
    await buyPlan(big, customer);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/discountPlans/${big.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);

    const stage = await trip(customer);
    const quoted = await cost(stage);
    expect(quoted.userDiscount).toBeGreaterThan(0);
    const subtotal = quoted.total + quoted.userDiscount;
    expect(quoted.userDiscount).toBe(Math.round(subtotal * 40) / 100);
    const booked = await book(t.app, customer, stage);
    expect(booked.statusCode, booked.body).toBe(200);
  });
});
