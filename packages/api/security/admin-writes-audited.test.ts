import { desc, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestApp } from '../src/test/app';
import { carBody } from '../src/test/car-bodies';
import { createCar, createCity } from '../src/test/factories';
import { startFakeRender } from '../src/test/fake-render';
import { auditRecipes, type Call } from './support/audit-recipes';
import { fetchOpenApi } from './support/openapi';
import { GUARDED_ROUTES } from './support/route-policy';
import { createWorld } from './support/world';

/**
 * Every admin write leaves exactly one audit entry (docs/product/admin-tools.md#audit-log): the
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

const { recipes: RECIPES, inject, futureWallClock } = auditRecipes({ app: t.app, world, render });
const admin = world.admin;

/**
 * Writes any logged-in user may make that are their own business, not an administrator's over someone else's data
 * (an administrator calling them writes only their own account, or nothing).
 */
const OWN_WRITES: Record<string, string> = {
  'POST /api/auth/logout': 'ends the caller’s own session',
  'POST /api/users/updateUserEmailSettings': 'the caller’s own e-mail settings',
  'POST /api/users/updateUserLanguage': 'the caller’s own language',
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
