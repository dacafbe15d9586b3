import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, PAGE_SIZE, type Booking, type DamageType } from '@wayfare/common';
import { bookings } from '../../db/schema';
import { seedDamageTypes } from '../../seed/damage-types';
import type { DomainEvents } from '../../events/domain-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const annIds: number[] = [];
let bobId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  ann = await createUser(t.app);
  bob = await createUser(t.app);
  for (let i = 0; i < PAGE_SIZE + 2; i++) annIds.push((await createBooking(t.app, { userId: ann.user.id })).id);
  bobId = (await createBooking(t.app, { userId: bob.user.id })).id;
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const ids = (list: Booking[]) => list.map((b) => b.id);
const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);

describe('booking lists', () => {
  it('GET /api/bookings: every booking, newest first, for admins only', async () => {
    const all = (await get('/api/bookings', admin)).json<Booking[]>();
    expect(ids(all)).toEqual(newestFirst([...annIds, bobId]));
    expect((await get('/api/bookings')).statusCode).toBe(401);
    expect((await get('/api/bookings', ann)).statusCode).toBe(403);
  });

  it('GET /api/bookings/paged and /count: admins page through all, customers through their own', async () => {
    expect((await get('/api/bookings/count', admin)).json()).toBe(annIds.length + 1);
    expect((await get('/api/bookings/count', ann)).json()).toBe(annIds.length);
    expect((await get('/api/bookings/count', bob)).json()).toBe(1);
    const annAll = newestFirst(annIds);
    expect(ids((await get('/api/bookings/paged?page=0', ann)).json())).toEqual(annAll.slice(0, PAGE_SIZE));
    expect(ids((await get('/api/bookings/paged?page=1', ann)).json())).toEqual(annAll.slice(PAGE_SIZE));
    expect(ids((await get('/api/bookings/paged?page=0', admin)).json())).toEqual(
      newestFirst([...annIds, bobId]).slice(0, PAGE_SIZE),
    );
    expect((await get('/api/bookings/paged?page=-1', ann)).statusCode).toBe(400);
    expect((await get('/api/bookings/paged?page=0')).statusCode).toBe(401);
    expect((await get('/api/bookings/count')).statusCode).toBe(401);
  });

  it('GET /api/bookings/by-user: own bookings only, newest first', async () => {
    expect(ids((await get('/api/bookings/by-user', bob)).json())).toEqual([bobId]);
    expect(ids((await get('/api/bookings/by-user', ann)).json())).toEqual(newestFirst(annIds));
    expect((await get('/api/bookings/by-user', admin)).json()).toEqual([]);
    expect((await get('/api/bookings/by-user')).statusCode).toBe(401);
  });
});

describe('GET /api/bookings/cancel', () => {
  it('lets the owner cancel Unpaid and Paid bookings and tells payments whether money was paid', async () => {
    const events: DomainEvents['bookingCanceled'][] = [];
    t.app.events.subscribe('bookingCanceled', (e) => void events.push(e));
    const unpaid = await createBooking(t.app, { userId: ann.user.id, status: 'Unpaid' });
    const paid = await createBooking(t.app, { userId: ann.user.id, status: 'Paid' });
    for (const booking of [unpaid, paid]) {
      const response = await get(`/api/bookings/cancel?bookingId=${booking.id}`, ann);
      expect(response.statusCode).toBe(200);
      // Paid without a payment row (made by the factory): nothing was taken, so nothing goes back.
      expect(response.json()).toEqual({ bookingId: booking.id, wasPaid: booking === paid, refund: 0 });
      const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.status).toBe('Canceled');
    }
    expect(events).toEqual([
      { bookingId: unpaid.id, userId: ann.user.id, wasPaid: false, refund: 0 },
      // Paid without a payment row (made by the factory): nothing was taken, so nothing goes back.
      { bookingId: paid.id, userId: ann.user.id, wasPaid: true, refund: 0 },
    ]);
  });

  it('refuses other statuses with 409, others (admins too) with 403, unknown ids with 404', async () => {
    for (const status of ['Active', 'Finished', 'Rated', 'Canceled'] as const) {
      const booking = await createBooking(t.app, { userId: ann.user.id, status });
      const response = await get(`/api/bookings/cancel?bookingId=${booking.id}`, ann);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: [{ error: bookingMessages.notCancelable }] });
    }
    const mine = await createBooking(t.app, { userId: ann.user.id, status: 'Unpaid' });
    expect((await get(`/api/bookings/cancel?bookingId=${mine.id}`, bob)).statusCode).toBe(403);
    expect((await get(`/api/bookings/cancel?bookingId=${mine.id}`, admin)).statusCode).toBe(403);
    expect((await get(`/api/bookings/cancel?bookingId=${mine.id}`)).statusCode).toBe(401);
    expect((await get('/api/bookings/cancel?bookingId=999999', ann)).statusCode).toBe(404);
    expect((await get('/api/bookings/cancel?bookingId=abc', ann)).statusCode).toBe(400);
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, mine.id));
    expect(row?.status).toBe('Unpaid');
  });
});

describe('damage types', () => {
  it('lists the seeded catalogue with costs and icons the API serves, cacheable and public', async () => {
    await seedDamageTypes(t.db);
    await seedDamageTypes(t.db); // idempotent
    const list = (await get('/api/bookings/damages', ann)).json<DamageType[]>();
    expect(list.length).toBe(8);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Scratch',
      cost: 80,
      iconUrl: '/api/bookings/damages/icons/scratch.svg',
    });
    for (const type of list) {
      const icon = await get(type.iconUrl);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(icon.headers['cache-control']).toContain('max-age');
      expect(icon.body).toContain('<svg');
    }
    expect((await get('/api/bookings/damages/icons/nothing.svg')).statusCode).toBe(404);
    expect((await get('/api/bookings/damages')).statusCode).toBe(401);
  });
});
