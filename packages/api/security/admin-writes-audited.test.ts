import { desc, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DAMAGE_DESCRIPTION_PREFIX } from '@wayfare/common';
import { auditLog, messages, reviews } from '../src/db/schema';
import { createTestApp } from '../src/test/app';
import { carBody } from '../src/test/car-bodies';
import { createBooking, createCar, createCity } from '../src/test/factories';
import { startFakeRender } from '../src/test/fake-render';
import { fetchOpenApi } from './support/openapi';
import { GUARDED_ROUTES } from './support/route-policy';
import { createWorld } from './support/world';

/**
 * Every admin write leaves exactly one audit entry (docs/product/admin-tools.md#audit-log; issue 20's "done"): the
 * routes come from the OpenAPI document, each admin-only write needs a recipe below that makes a real, successful
 * call, and a route without one fails the suite — so a new admin write cannot ship unaudited. Routes any user may
 * call are in the list too when an administrator writes through them (damage charges, review moderation), or are
 * named as a user's own business with the reason.
 */

const RENDER_KEY = 'rnd_audit_key';
const render = await startFakeRender({ apiKey: RENDER_KEY, services: { 'srv-back': {}, 'srv-front': {} } });
const t = await createTestApp({
  RENDER_API_KEY: RENDER_KEY,
  RENDER_API_URL: render.apiUrl,
  RENDER_BACKEND_SERVICE_ID: 'srv-back',
  RENDER_FRONTEND_SERVICE_ID: 'srv-front',
});
const world = await createWorld(t.app);
const db = t.app.database.db;
afterAll(async () => {
  await t.close();
  await render.close();
});

const DAY = 86_400_000;
const admin = world.admin;

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: unknown;
}
/** What the entry of the call must say; `before`/`after` are matched with toEqual (asymmetric matchers allowed). */
interface Expected {
  entity: string;
  action: string;
  entityId: number | string | ((response: LightMyRequestResponse) => number | string);
  before: unknown;
  after: unknown;
}
/** Sets up what the call needs (entries written here do not count) and says what to call and what to expect. */
type Recipe = () => Promise<{ call: Call; expected: Expected }>;

const idOf = (response: LightMyRequestResponse) => response.json<{ id: number }>().id;
const futureWallClock = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
};
const inject = (call: Call) =>
  t.app.inject({ method: call.method, url: call.url, headers: admin.headers, payload: call.payload as object });

/** A customer's review of a trip of its own car (no other trip to overlap). */
async function freshReview() {
  const car = await createCar(t.app, { cityId: world.cityId });
  const startAt = new Date(Date.now() - 90 * DAY);
  const booking = await createBooking(t.app, { carId: car.id, status: 'Rated', startAt });
  const [review] = await db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      carId: car.id,
      text: 'Fine',
      valueForMoney: 3,
      carCondition: 3,
      carSpeed: 3,
    })
    .returning();
  if (!review) throw new Error('no review');
  return { review, booking };
}

async function newBlock(carId: number) {
  const response = await inject({
    method: 'POST',
    url: `/api/cars/${carId}/blocks`,
    payload: { startDateTime: futureWallClock(400, 8), endDateTime: futureWallClock(402, 18), reason: 'Brakes' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return idOf(response);
}

const RECIPES: Record<string, Recipe> = {
  'POST /api/cars': async () => {
    const body = carBody(world.cityId, { make: 'Audited', registrationNumber: 'AUD-NEW-1' });
    return {
      call: { method: 'POST', url: '/api/cars', payload: body },
      expected: {
        entity: 'car',
        action: 'create',
        entityId: idOf,
        before: null,
        after: {
          make: 'Audited',
          model: body.model,
          registrationNumber: 'AUD-NEW-1',
          fuelConsumption: body.fuelConsumption,
          cityId: world.cityId,
          isExclusive: false,
          seats: '5',
          doors: '4',
          transmission: 'Manual',
          extras: 'GPS',
          photoIds: [expect.any(Number)],
        },
      },
    };
  },
  'PUT /api/cars/{id}': async () => {
    const created = await inject({ method: 'POST', url: '/api/cars', payload: carBody(world.cityId, { make: 'Old' }) });
    const car = created.json<{ id: number; photoUrls: string[] }>();
    const body = { ...carBody(world.cityId, { make: 'New' }), photosBase64: car.photoUrls };
    const { registrationNumber } = created.json<{ registrationNumber: string }>();
    return {
      call: { method: 'PUT', url: `/api/cars/${car.id}`, payload: { ...body, registrationNumber } },
      // Only the make changed: the kept photo, the features and the plate are not in the entry.
      expected: { entity: 'car', action: 'update', entityId: car.id, before: { make: 'Old' }, after: { make: 'New' } },
    };
  },
  'DELETE /api/cars/{id}': async () => {
    const car = await createCar(t.app, { make: 'Retired', cityId: world.cityId });
    return {
      call: { method: 'DELETE', url: `/api/cars/${car.id}` },
      expected: {
        entity: 'car',
        action: 'delete',
        entityId: car.id,
        before: expect.objectContaining({ make: 'Retired', registrationNumber: car.registrationNumber }),
        after: null,
      },
    };
  },
  'POST /api/cars/{id}/blocks': async () => {
    const car = await createCar(t.app, { cityId: world.cityId });
    const payload = { startDateTime: futureWallClock(300, 9), endDateTime: futureWallClock(301, 17), reason: 'Tyres' };
    return {
      call: { method: 'POST', url: `/api/cars/${car.id}/blocks`, payload },
      expected: {
        entity: 'car_block',
        action: 'create',
        entityId: idOf,
        before: null,
        after: expect.objectContaining({ carId: car.id, reason: 'Tyres' }),
      },
    };
  },
  'DELETE /api/cars/{id}/blocks/{blockId}': async () => {
    const car = await createCar(t.app, { cityId: world.cityId });
    const blockId = await newBlock(car.id);
    return {
      call: { method: 'DELETE', url: `/api/cars/${car.id}/blocks/${blockId}` },
      expected: {
        entity: 'car_block',
        action: 'delete',
        entityId: blockId,
        before: expect.objectContaining({ carId: car.id, reason: 'Brakes' }),
        after: null,
      },
    };
  },
  'POST /api/cities': async () => {
    const payload = { name: 'Auditville', lat: 50.5, lon: 7.5, depoAddress: 'Hauptstraße 1' };
    return {
      call: { method: 'POST', url: '/api/cities', payload },
      expected: { entity: 'city', action: 'create', entityId: idOf, before: null, after: payload },
    };
  },
  'PUT /api/messages/{id}': async () => {
    const [message] = await db
      .insert(messages)
      .values({ userId: world.a.user.id, messageContent: 'Where is my receipt?' })
      .returning();
    if (!message) throw new Error('no message');
    return {
      call: { method: 'PUT', url: `/api/messages/${message.id}`, payload: { answerContent: 'In My payments.' } },
      expected: {
        entity: 'message',
        action: 'reply',
        entityId: message.id,
        before: { answerContent: null },
        after: { answerContent: 'In My payments.' },
      },
    };
  },
  'POST /api/discountPlans': async () => {
    const payload = { title: 'Gold', description: 'Ten trips', discountValue: 15, price: 99, remainingUses: 10 };
    return {
      call: { method: 'POST', url: '/api/discountPlans', payload },
      expected: { entity: 'discount_plan', action: 'create', entityId: idOf, before: null, after: payload },
    };
  },
  'DELETE /api/discountPlans/{id}': async () => {
    const payload = { title: 'Silver', description: 'Five trips', discountValue: 10, price: 49, remainingUses: 5 };
    const created = await inject({ method: 'POST', url: '/api/discountPlans', payload });
    const id = idOf(created);
    return {
      call: { method: 'DELETE', url: `/api/discountPlans/${id}` },
      expected: { entity: 'discount_plan', action: 'delete', entityId: id, before: payload, after: null },
    };
  },
  'POST /api/auctions': async () => {
    const car = await createCar(t.app, { cityId: world.cityId, isExclusive: true });
    const payload = { car: car.id, description: 'A rare one', minBidAmount: 100, endDateTime: futureWallClock(7, 12) };
    return {
      call: { method: 'POST', url: '/api/auctions', payload },
      expected: {
        entity: 'auction',
        action: 'create',
        entityId: idOf,
        before: null,
        after: {
          carId: car.id,
          description: 'A rare one',
          minBidAmount: 100,
          reservePrice: null,
          endDateTime: payload.endDateTime,
        },
      },
    };
  },
  'POST /api/payments/create-request': async () => {
    const car = await createCar(t.app, { cityId: world.cityId });
    const booking = await createBooking(t.app, {
      carId: car.id,
      userId: world.a.user.id,
      status: 'Finished',
      startAt: new Date(Date.now() - 60 * DAY),
    });
    const payload = {
      description: `${DAMAGE_DESCRIPTION_PREFIX} the left door`,
      totalCost: 120,
      userId: world.a.user.id,
      bookingId: booking.id,
    };
    return {
      call: { method: 'POST', url: '/api/payments/create-request', payload },
      expected: {
        entity: 'damage',
        action: 'create',
        entityId: idOf,
        before: null,
        after: { bookingId: booking.id, userId: world.a.user.id, description: payload.description, amount: 120 },
      },
    };
  },
  'PUT /api/reviews/{id}': async () => {
    const { review } = await freshReview();
    const payload = { text: 'Rude words removed', valueForMoney: 3, carCondition: 3, carSpeed: 3 };
    return {
      call: { method: 'PUT', url: `/api/reviews/${review.id}`, payload },
      expected: {
        entity: 'review',
        action: 'update',
        entityId: review.id,
        before: { text: 'Fine' },
        after: { text: 'Rude words removed' },
      },
    };
  },
  'DELETE /api/reviews/{id}': async () => {
    const { review, booking } = await freshReview();
    return {
      call: { method: 'DELETE', url: `/api/reviews/${review.id}` },
      expected: {
        entity: 'review',
        action: 'delete',
        entityId: review.id,
        before: {
          bookingId: booking.id,
          userId: booking.userId,
          text: 'Fine',
          valueForMoney: 3,
          carCondition: 3,
          carSpeed: 3,
        },
        after: null,
      },
    };
  },
  // The deployment actions are GETs (docs/product/admin-tools.md#deployments) but act on Render: audited too.
  'GET /api/deployments/render/on': async () => {
    const service = render.services.get('srv-back');
    if (service) service.suspended = 'suspended';
    return {
      call: { method: 'GET', url: '/api/deployments/render/on?serviceType=backend' },
      expected: {
        entity: 'deployment',
        action: 'start',
        entityId: 'backend',
        before: { suspended: 'suspended' },
        after: { suspended: 'not_suspended' },
      },
    };
  },
  'GET /api/deployments/render/off': async () => {
    const service = render.services.get('srv-front');
    if (service) service.suspended = 'not_suspended';
    return {
      call: { method: 'GET', url: '/api/deployments/render/off?serviceType=frontend' },
      expected: {
        entity: 'deployment',
        action: 'suspend',
        entityId: 'frontend',
        before: { suspended: 'not_suspended' },
        after: { suspended: 'suspended' },
      },
    };
  },
  'GET /api/deployments/render/redeploy': async () => ({
    call: { method: 'GET', url: '/api/deployments/render/redeploy?serviceType=backend' },
    expected: {
      entity: 'deployment',
      action: 'redeploy',
      entityId: 'backend',
      before: null,
      after: { updatedAt: expect.any(String) },
    },
  }),
};

/**
 * Writes any logged-in user may make that are their own business, not an administrator's over someone else's data
 * (an administrator calling them writes only their own account, or nothing).
 */
const OWN_WRITES: Record<string, string> = {
  'POST /api/auth/logout': 'ends the caller’s own session',
  'POST /api/users/updateUserEmailSettings': 'the caller’s own e-mail settings',
  'PUT /api/users/{id}': 'the caller’s own profile (403 for anyone else’s)',
  'PUT /api/users/gauth/{id}': 'links Google to the caller’s own account (403 for anyone else’s)',
  'POST /api/messages': 'the caller asks for help',
  'POST /api/bookings/calculate-cost': 'a price quote; writes nothing',
};

const document = await fetchOpenApi(t.app);
const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
);
const isWrite = (key: string) => !key.startsWith('GET ');
/** Admin-only writes, and writes open to anyone logged in (an administrator among them). */
const adminWrites = documented.filter((key) => isWrite(key) && GUARDED_ROUTES[key] === 'ADMIN');
const sharedWrites = documented.filter((key) => isWrite(key) && GUARDED_ROUTES[key] === 'ANY');

async function newestId(): Promise<number> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

describe('the audit walker', () => {
  it('finds the admin writes of the document', () => {
    expect(adminWrites).toEqual(expect.arrayContaining(['POST /api/cars', 'PUT /api/cars/{id}', 'POST /api/cities']));
  });

  it('has a recipe for every admin-only write (add one to RECIPES when you add an admin write)', () => {
    expect(adminWrites.filter((key) => !(key in RECIPES))).toEqual([]);
  });

  it('knows every write open to any user: audited as an admin write, or the caller’s own business', () => {
    expect(sharedWrites.filter((key) => !(key in RECIPES) && !(key in OWN_WRITES))).toEqual([]);
  });

  // Recipes for routes the document does not have (yet) are simply not run.
  const runnable = Object.keys(RECIPES).filter((key) => documented.includes(key));
  it.each(runnable)('%s records exactly one entry, in the write, with what changed', async (key) => {
    const recipe = RECIPES[key];
    if (!recipe) throw new Error(key);
    const { call, expected } = await recipe();
    const since = await newestId();
    const response = await inject(call);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(300);

    const entries = await db.select().from(auditLog).where(gt(auditLog.id, since));
    expect(entries).toHaveLength(1);
    const entityId = typeof expected.entityId === 'function' ? expected.entityId(response) : expected.entityId;
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(Date),
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: expected.action,
      entity: expected.entity,
      entityId: String(entityId),
      before: expected.before,
      after: expected.after,
    });
  });
});

describe('a refused admin write', () => {
  /** Each sets up the conflict (entries written then do not count) and answers the call that must be refused. */
  const refusals: Array<[string, () => Promise<Call>, number]> = [
    [
      'a car with a plate already on the road',
      async () => {
        await createCar(t.app, { cityId: world.cityId, registrationNumber: 'TAKEN-1' });
        return { method: 'POST', url: '/api/cars', payload: carBody(world.cityId, { registrationNumber: 'TAKEN-1' }) };
      },
      409,
    ],
    [
      'a car edit that takes another car’s plate',
      async () => {
        await createCar(t.app, { cityId: world.cityId, registrationNumber: 'TAKEN-2' });
        const car = await createCar(t.app, { cityId: world.cityId });
        const payload = carBody(world.cityId, { registrationNumber: 'TAKEN-2' });
        return { method: 'PUT', url: `/api/cars/${car.id}`, payload };
      },
      409,
    ],
    ['retiring a car with trips ahead', async () => ({ method: 'DELETE', url: `/api/cars/${world.carId}` }), 409],
    [
      'a second answer to a message',
      async () => {
        const url = `/api/messages/${world.messageB}`;
        const first = await inject({ method: 'PUT', url, payload: { answerContent: 'Once' } });
        expect(first.statusCode, first.body).toBe(200);
        return { method: 'PUT', url, payload: { answerContent: 'Again' } };
      },
      409,
    ],
    [
      'a city whose name is taken, in another case',
      async () => {
        await createCity(t.app, { name: 'Refusedville' });
        const payload = { name: 'REFUSEDVILLE', lat: 1, lon: 1, depoAddress: 'Somewhere 2' };
        return { method: 'POST', url: '/api/cities', payload };
      },
      409,
    ],
    [
      'a second open auction of a car',
      async () => {
        const payload = { car: world.exclusiveCarId, description: 'Twice', minBidAmount: 10 };
        const first = await inject({
          method: 'POST',
          url: '/api/auctions',
          payload: { ...payload, endDateTime: futureWallClock(3, 12) },
        });
        expect([201, 409]).toContain(first.statusCode);
        return { method: 'POST', url: '/api/auctions', payload: { ...payload, endDateTime: futureWallClock(4, 12) } };
      },
      409,
    ],
    [
      'starting a service that runs',
      async () => {
        const service = render.services.get('srv-back');
        if (service) service.suspended = 'not_suspended';
        return { method: 'GET', url: '/api/deployments/render/on?serviceType=backend' };
      },
      409,
    ],
    [
      'a redeploy Render refuses',
      async () => {
        render.failWith({ status: 500, message: 'Render is down' });
        return { method: 'GET', url: '/api/deployments/render/redeploy?serviceType=frontend' };
      },
      502,
    ],
  ];

  it.each(refusals)('leaves no entry: %s', async (_name, makeCall, status) => {
    const call = await makeCall();
    const since = await newestId();
    const response = await inject(call);
    render.failWith(null);
    expect(response.statusCode, response.body).toBe(status);
    expect(await db.select().from(auditLog).where(gt(auditLog.id, since))).toEqual([]);
  });
});
