import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carMessages, statisticsMessages, type CarStatistics } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createUser, type TestUser } from '../../test/factories';
import { payments, reviews } from '../../db/schema';
import { createStatisticsService } from './statistics.service';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('GET /api/statistics/by-car', () => {
  it('totals the live bookings: count, distance, revenue of paid unrefunded payments, rating, utilization', async () => {
    const now = Date.now();
    const car = await createCar(t.app, { createdAt: new Date(now - 100 * HOUR) });
    const trip = (startH: number, endH: number) => ({
      startAt: new Date(now + startH * HOUR),
      endAt: new Date(now + endH * HOUR),
    });
    const customer = await createUser(t.app);
    const finished = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      ...trip(-90, -80),
      status: 'Finished',
      distance: 120,
      totalPrice: 80.5,
    });
    const rated = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      ...trip(-50, -40),
      status: 'Rated',
      distance: 30,
      totalPrice: 19.5,
    });
    await createBooking(t.app, { carId: car.id, ...trip(-5, 5), status: 'Active', distance: 10, totalPrice: 10 });
    const unpaid = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      ...trip(10, 20),
      status: 'Unpaid',
      distance: 40,
      totalPrice: 50,
    });
    const canceled = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      ...trip(-30, -20),
      status: 'Canceled',
      distance: 999,
      totalPrice: 999,
    });
    const pay = (bookingId: number, amount: number, extra: Partial<typeof payments.$inferInsert> = {}) =>
      t.db.insert(payments).values({
        userId: customer.user.id,
        kind: 'booking',
        bookingId,
        description: 'trip',
        amount,
        provider: 'test',
        ...extra,
      });
    const [charge] = await pay(finished.id, 80.5, { paid: true }).returning({ id: payments.id });
    // A late cancellation's kind of refund, paid out, and one the provider has not accepted yet.
    const refund = { kind: 'refund' as const, refundOfPaymentId: charge?.id, description: 'refund' };
    await pay(finished.id, -30.5, { ...refund, paid: true, refundKey: 'stats-1' });
    await pay(finished.id, -10, { ...refund, paid: false, refundKey: 'stats-2' });
    await pay(rated.id, 19.5, { paid: true });
    await pay(rated.id, 25, { paid: true, kind: 'damage_charge' });
    await pay(unpaid.id, 50);
    await pay(canceled.id, 999, { paid: true, refundedAt: new Date() });
    await t.db.insert(reviews).values([
      {
        bookingId: finished.id,
        userId: customer.user.id,
        carId: car.id,
        text: 'fine',
        valueForMoney: 5,
        carCondition: 4,
        carSpeed: 3,
      },
      {
        bookingId: rated.id,
        userId: customer.user.id,
        carId: car.id,
        text: 'ok',
        valueForMoney: 2,
        carCondition: 2,
        carSpeed: 2,
      },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/by-car?carId=${car.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<CarStatistics>();
    expect(stats).toEqual({
      totalBookings: 4,
      totalDistance: 200,
      // 80.50 − 30.50 refunded + 19.50 + a 25.00 damage charge; unpaid money, a refund not yet paid out and
      // money refunded in full before refund rows existed (refunded_at) are not revenue.
      totalRevenue: 94.5,
      // (4 + 2) / 2
      averageRating: 3,
      // The last 30 days by default, of which the car existed 100 hours: 10 + 10 + 5 hours booked so far.
      utilization: expect.closeTo(0.25, 3),
    });
  });

  it('answers zeros for a new car, never more than 1 utilization, 404 for an unknown car', async () => {
    const service = createStatisticsService({ db: t.db, timeZone: 'Europe/Berlin' });
    const fresh = await createCar(t.app);
    await expect(service.carStatistics({ carId: fresh.id })).resolves.toMatchObject({
      totalBookings: 0,
      totalRevenue: 0,
      utilization: 0,
    });
    const now = new Date();
    const busy = await createCar(t.app, { createdAt: new Date(now.getTime() - 10 * HOUR) });
    await createBooking(t.app, {
      carId: busy.id,
      startAt: new Date(now.getTime() - 20 * HOUR),
      endAt: new Date(now.getTime() + HOUR),
    });
    expect((await service.carStatistics({ carId: busy.id }, now)).utilization).toBe(1);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/by-car?carId=999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ error: carMessages.notFound }] });
  });

  it('measures utilization over a wall-clock range, clipped to the time the car existed', async () => {
    // Berlin is UTC+1 in March 2025. The car existed from 1 March 00:00 UTC until its deletion on 20 March 00:00 UTC.
    const car = await createCar(t.app, {
      createdAt: new Date('2025-03-01T00:00:00Z'),
      deletedAt: new Date('2025-03-20T00:00:00Z'),
    });
    const trip = (start: string, end: string, status: 'Finished' | 'Canceled', distance: number) =>
      createBooking(t.app, { carId: car.id, startAt: new Date(start), endAt: new Date(end), status, distance });
    await trip('2025-03-02T00:00:00Z', '2025-03-04T00:00:00Z', 'Finished', 100);
    await trip('2025-03-10T00:00:00Z', '2025-03-11T00:00:00Z', 'Finished', 50);
    await trip('2025-03-12T00:00:00Z', '2025-03-13T00:00:00Z', 'Canceled', 999);
    const read = (range: string) =>
      t.app.inject({ method: 'GET', url: `/api/statistics/by-car?carId=${car.id}&${range}`, headers: admin.headers });

    // 3 March 01:00 Berlin (00:00 UTC) → 1 April, cut by the deletion on 20 March: 17 days = 408 h available.
    // Booked: the first trip's last 24 h (3→4 March) + the second trip's 24 h = 48 h; 48 / 408 = 0.117647… → 0.1176.
    const cut = await read('startDateTime=2025-03-03T01:00:00&endDateTime=2025-04-01T23:59:59');
    expect(cut.statusCode).toBe(200);
    expect(cut.json<CarStatistics>()).toEqual({
      totalBookings: 2,
      totalDistance: 150,
      totalRevenue: 0,
      averageRating: null,
      utilization: 0.1176,
    });

    // 1 February → 5 March 01:00 Berlin (00:00 UTC), cut by the creation on 1 March: 96 h available, the first trip's
    // 48 h booked → 0.5.
    expect(
      (await read('startDateTime=2025-02-01T00:00:01&endDateTime=2025-03-05T01:00:00')).json<CarStatistics>()
        .utilization,
    ).toBe(0.5);
    // Before the car existed there is nothing to measure.
    expect(
      (await read('startDateTime=2025-01-01T00:00:01&endDateTime=2025-01-31T23:59:59')).json<CarStatistics>()
        .utilization,
    ).toBe(0);
    // The end alone (20 March 01:00 Berlin = 00:00 UTC): the 30 days before it, cut by the creation to
    // 1 March → 20 March = 456 h; both trips whole, 48 + 24 = 72 h. 72 / 456 = 0.157894… → 0.1579.
    expect((await read('endDateTime=2025-03-20T01:00:00')).json<CarStatistics>().utilization).toBe(0.1579);
  });

  it('refuses a range whose start is not before its end', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/by-car?carId=1&startDateTime=2025-03-05T00:00:01&endDateTime=2025-03-01T23:59:59',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: statisticsMessages.rangeOrder, field: 'startDateTime' }] });
  });

  it('refuses such a range in German and French too', async () => {
    const refused = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/statistics/by-car?carId=1&startDateTime=2025-03-05T00:00:01&endDateTime=2025-03-01T23:59:59',
        headers: { ...admin.headers, 'accept-language': language },
      });
    expect((await refused('de')).json()).toEqual({
      errors: [{ error: 'Das Startdatum muss vor dem Enddatum liegen', field: 'startDateTime' }],
    });
    expect((await refused('fr')).json()).toEqual({
      errors: [{ error: 'La date de début doit être antérieure à la date de fin', field: 'startDateTime' }],
    });
  });

  it('is for admins only', async () => {
    const customer = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/by-car?carId=1' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/by-car?carId=1',
      headers: customer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
