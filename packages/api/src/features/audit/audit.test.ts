import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, type AuditEntry } from '@wayfare/common';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { carBody } from '../../test/car-bodies';
import { createAdmin, createCity, createUser, type TestUser } from '../../test/factories';
import { dataUrl, PNG_1PX } from '../../test/images';

/** docs/product/admin-tools.md#audit-log: administrators read the log; nobody changes it through the API. */
let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
  admin = await createAdmin(t.app, { email: 'first-admin@example.com' });
  otherAdmin = await createAdmin(t.app, { email: 'second-admin@example.com' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });
const city = (name: string, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cities',
    headers: user.headers,
    payload: { name, lat: 50, lon: 8, depoAddress: `${name} station` },
  });
const everything = () => t.app.database.db.select().from(auditLog).orderBy(auditLog.id);

describe('GET /api/audit', () => {
  it('answers the entries newest first, each with who, when, what and both sides', async () => {
    expect((await city('Aachen', admin)).statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discountPlans',
      headers: otherAdmin.headers,
      payload: { title: 'Gold', description: 'Ten trips', discountValue: 15, price: 99, remainingUses: 10 },
    });
    const planId = created.json<{ id: number }>().id;
    await t.app.inject({ method: 'DELETE', url: `/api/discountPlans/${planId}`, headers: otherAdmin.headers });

    const response = await get('/api/audit');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const entries = response.json<AuditEntry[]>();
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['discount_plan', 'delete'],
      ['discount_plan', 'create'],
      ['city', 'create'],
    ]);
    expect(entries[2]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      actorId: admin.user.id,
      actorEmail: 'first-admin@example.com',
      action: 'create',
      entity: 'city',
      entityId: expect.any(String),
      before: null,
      after: { name: 'Aachen', lat: 50, lon: 8, depoAddress: 'Aachen station' },
    });
    expect(entries[0]).toMatchObject({ actorEmail: 'second-admin@example.com', entityId: String(planId), after: null });
  });

  it('gives the time on the business clocks (Berlin here)', async () => {
    const [newest] = await t.app.database.db
      .select({ at: auditLog.at })
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    const [entry] = (await get('/api/audit')).json<AuditEntry[]>();
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(newest?.at);
    expect(entry?.at).toBe(berlin.replace(' ', 'T'));
  });

  it('filters by entity and by the admin who wrote, and counts what the filter keeps', async () => {
    const byEntity = await get('/api/audit?entity=city');
    expect(byEntity.json<AuditEntry[]>().every((e) => e.entity === 'city')).toBe(true);
    expect(byEntity.headers['x-total-count']).toBe('1');

    const byUser = await get(`/api/audit?userId=${otherAdmin.user.id}`);
    expect(byUser.json<AuditEntry[]>().map((e) => e.actorId)).toEqual([otherAdmin.user.id, otherAdmin.user.id]);
    expect(byUser.headers['x-total-count']).toBe('2');

    const both = await get(`/api/audit?entity=city&userId=${otherAdmin.user.id}`);
    expect(both.json()).toEqual([]);
    expect(both.headers['x-total-count']).toBe('0');

    // A cleared filter field sends an empty value: no filter.
    expect((await get('/api/audit?entity=&userId=')).headers['x-total-count']).toBe('3');
  });

  it('pages PAGE_SIZE entries at a time, newest first', async () => {
    for (let i = 0; i < PAGE_SIZE; i += 1) expect((await city(`Paging ${i}`, admin)).statusCode).toBe(201);
    const first = (await get('/api/audit?page=0')).json<AuditEntry[]>();
    const second = (await get('/api/audit?page=1')).json<AuditEntry[]>();
    expect(first).toHaveLength(PAGE_SIZE);
    expect(second).toHaveLength(3);
    const ids = [...first, ...second].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(first[0]?.after).toMatchObject({ name: `Paging ${PAGE_SIZE - 1}` });
  });

  it('refuses an unknown entity, a bad user id and a bad page (400)', async () => {
    for (const query of ['entity=spaceship', 'userId=abc', 'userId=-1', 'page=-1', 'userId=99999999999']) {
      expect((await get(`/api/audit?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is for administrators: a customer gets 403, a guest 401', async () => {
    expect((await get('/api/audit', customer)).statusCode).toBe(403);
    expect((await get('/api/audit', null)).statusCode).toBe(401);
  });
});

describe('entries cannot be changed or deleted through the API', () => {
  it('has no route that writes: POST, PUT, PATCH and DELETE answer 404 or 405, and every entry stays', async () => {
    const before = await everything();
    expect(before.length).toBeGreaterThan(0);
    const id = before[0]?.id ?? 1;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${id}`, `/api/audit?id=${id}`]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ actorEmail: 'someone-else@example.com', before: null, after: { forged: true } }),
        });
        expect([404, 405], `${method} ${url}: ${response.statusCode}`).toContain(response.statusCode);
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('and the table itself refuses an UPDATE or DELETE, should a bug ever try', async () => {
    const db = t.app.database.db;
    await expect(db.execute(sql`update ${auditLog} set actor_email = 'x@example.com'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ${auditLog}`)).rejects.toThrow();
    const [row] = await db.select({ n: count() }).from(auditLog);
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe('what a car edit records', () => {
  it('a photo replaced shows as its ids; a save without a change is still an entry, with two empty sides', async () => {
    const { id: cityId } = await createCity(t.app);
    const body = carBody(cityId);
    const created = await t.app.inject({ method: 'POST', url: '/api/cars', headers: admin.headers, payload: body });
    const car = created.json<{ id: number; photoUrls: string[] }>();
    const newestCarEntry = async () =>
      (await get(`/api/audit?entity=car&userId=${admin.user.id}`)).json<AuditEntry[]>()[0];
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/cars/${car.id}`, headers: admin.headers, payload });

    // The same photo sent again as a new upload replaces the stored one (a new id); nothing else changed.
    expect((await put({ ...body, photosBase64: [dataUrl(PNG_1PX)] })).statusCode).toBe(200);
    const replaced = await newestCarEntry();
    expect(replaced).toMatchObject({ action: 'update', entityId: String(car.id) });
    expect(Object.keys(replaced?.before ?? {})).toEqual(['photoIds']);
    expect(replaced?.before?.photoIds).not.toEqual(replaced?.after?.photoIds);

    const kept = (await get(`/api/cars/${car.id}`)).json<{ photoUrls: string[] }>().photoUrls;
    expect((await put({ ...body, photosBase64: kept })).statusCode).toBe(200);
    const unchanged = await newestCarEntry();
    expect(unchanged).toMatchObject({ action: 'update', before: {}, after: {} });
    expect(unchanged?.id).toBeGreaterThan(replaced?.id ?? Infinity);
  });
});
