import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPlanMessages, type DiscountPlan } from '@wayfare/common';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const created: DomainEvents['discountPlanCreated'][] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
  t.app.events.subscribe('discountPlanCreated', (event) => {
    created.push(event);
  });
});
afterAll(() => t.close());

const valid = {
  title: 'Weekend saver',
  description: 'Ten percent off five trips',
  remainingUses: 5,
  discountValue: 10,
  price: 19.99,
};
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('POST /api/discountPlans', () => {
  it('lets an admin put a plan on sale, listed publicly, and announces it', async () => {
    const response = await inject('POST', '/api/discountPlans', admin, valid);
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json<DiscountPlan>();
    expect(plan).toEqual({ id: expect.any(Number), ...valid });
    expect(created).toContainEqual({ planId: plan.id });
    const list = await inject('GET', '/api/discountPlans');
    expect(list.statusCode).toBe(200);
    expect(list.json<DiscountPlan[]>()).toContainEqual(plan);
  });

  it('refuses guests (401) and customers (403)', async () => {
    expect((await inject('POST', '/api/discountPlans', undefined, valid)).statusCode).toBe(401);
    expect((await inject('POST', '/api/discountPlans', customer, valid)).statusCode).toBe(403);
  });

  it.each([
    ['title', { title: '  ' }, discountPlanMessages.titleRequired],
    ['description', { description: '' }, discountPlanMessages.descriptionRequired],
    ['description', { description: 'x'.repeat(256) }, discountPlanMessages.descriptionMax],
    ['remainingUses', { remainingUses: 0 }, discountPlanMessages.remainingUses],
    ['remainingUses', { remainingUses: 201 }, discountPlanMessages.remainingUses],
    ['remainingUses', { remainingUses: 2.5 }, discountPlanMessages.remainingUses],
    ['discountValue', { discountValue: 0 }, discountPlanMessages.discountValue],
    ['discountValue', { discountValue: 101 }, discountPlanMessages.discountValue],
    ['discountValue', { discountValue: 7.5 }, discountPlanMessages.discountValue],
    ['price', { price: 0 }, discountPlanMessages.price],
    ['price', { price: -3 }, discountPlanMessages.price],
  ])('refuses a bad %s: %j', async (_field, change, message) => {
    const response = await inject('POST', '/api/discountPlans', admin, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('accepts the limits: 255 characters, 200 uses, 100 percent', async () => {
    const body = { ...valid, description: 'x'.repeat(255), remainingUses: 200, discountValue: 100 };
    expect((await inject('POST', '/api/discountPlans', admin, body)).statusCode).toBe(201);
  });
});

describe('DELETE /api/discountPlans/{id}', () => {
  it('withdraws a plan (204), then it is not listed and a second delete is 404', async () => {
    const plan = (await inject('POST', '/api/discountPlans', admin, valid)).json<DiscountPlan>();
    expect((await inject('DELETE', `/api/discountPlans/${plan.id}`, customer)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/discountPlans/${plan.id}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/discountPlans/${plan.id}`, admin)).statusCode).toBe(204);
    expect((await inject('GET', '/api/discountPlans')).json<DiscountPlan[]>().map((p) => p.id)).not.toContain(plan.id);
    const again = await inject('DELETE', `/api/discountPlans/${plan.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(discountPlanMessages.notFound);
  });
});

describe('GET /api/discountPlans/is-bought', () => {
  it('answers false for a plan not bought, and needs a login', async () => {
    const plan = (await inject('POST', '/api/discountPlans', admin, valid)).json<DiscountPlan>();
    expect((await inject('GET', `/api/discountPlans/is-bought?id=${plan.id}`, customer)).json()).toEqual({
      bought: false,
    });
    expect((await inject('GET', `/api/discountPlans/is-bought?id=${plan.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/payments/create-discount-link', () => {
  it('refuses admins, another user id, and a withdrawn or unknown plan', async () => {
    const plan = (await inject('POST', '/api/discountPlans', admin, valid)).json<DiscountPlan>();
    const body = { userId: customer.user.id, discountPlanId: plan.id };
    expect(
      (await inject('POST', '/api/payments/create-discount-link', admin, { ...body, userId: admin.user.id }))
        .statusCode,
    ).toBe(403);
    expect((await inject('POST', '/api/payments/create-discount-link', undefined, body)).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/payments/create-discount-link', customer, { ...body, userId: admin.user.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/payments/create-discount-link', customer, { ...body, discountPlanId: 999_999 }))
        .statusCode,
    ).toBe(404);
    await inject('DELETE', `/api/discountPlans/${plan.id}`, admin);
    expect((await inject('POST', '/api/payments/create-discount-link', customer, body)).statusCode).toBe(404);
  });
});
