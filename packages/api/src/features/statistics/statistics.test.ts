import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carMessages, type CarStatistics } from '@wayfare/common';
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
    const trip = (startH: number, endH: number) => ({ startAt: new Date(now + startH * HOUR), endAt: new Date(now + endH * HOUR) });
    const customer = await createUser(t.app);
    const finished = await createBooking(t.app, { carId: car.id, userId: customer.user.id, ...trip(-90, -80), status: 'Finished', distance: 120, totalPrice: 80.5 });
    const rated = await createBooking(t.app, { carId: car.id, userId: customer.user.id, ...trip(-50, -40), status: 'Rated', distance: 30, totalPrice: 19.5 });
    await createBooking(t.app, { carId: car.id, ...trip(-5, 5), status: 'Active', distance: 10, totalPrice: 10 });
    const unpaid = await createBooking(t.app, { carId: car.id, userId: customer.user.id, ...trip(10, 20), status: 'Unpaid', distance: 40, totalPrice: 50 });
    const canceled = await createBooking(t.app, { carId: car.id, userId: customer.user.id, ...trip(-30, -20), status: 'Canceled', distance: 999, totalPrice: 999 });
    const pay = (bookingId: number, amount: number, extra: Partial<typeof payments.$inferInsert> = {}) =>
      t.db.insert(payments).values({ userId: customer.user.id, kind: 'booking', bookingId, description: 'trip', amount, provider: 'test', ...extra });
    await pay(finished.id, 80.5, { paid: true });
    await pay(rated.id, 19.5, { paid: true });
    await pay(rated.id, 25, { paid: true, kind: 'damage_charge' });
    await pay(unpaid.id, 50);
    await pay(canceled.id, 999, { paid: true, refundedAt: new Date() });
    await t.db.insert(reviews).values([
      { bookingId: finished.id, userId: customer.user.id, carId: car.id, text: 'fine', valueForMoney: 5, carCondition: 4, carSpeed: 3 },
      { bookingId: rated.id, userId: customer.user.id, carId: car.id, text: 'ok', valueForMoney: 2, carCondition: 2, carSpeed: 2 },
    ]);

    const response = await t.app.inject({ method: 'GET', url: `/api/statistics/by-car?carId=${car.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const stats = response.json<CarStatistics>();
    expect(stats).toEqual({
      totalBookings: 4,
      totalDistance: 200,
      // 80.50 + 19.50 + a 25.00 damage charge; unpaid and refunded money is not revenue.
      totalRevenue: 125,
      // (4 + 2) / 2
      averageRating: 3,
      // 10 + 10 + 5 hours booked so far, out of the 100 the car has existed.
      utilization: expect.closeTo(0.25, 3),
    });
  });

  it('answers zeros for a new car, never more than 1 utilization, 404 for an unknown car', async () => {
    const service = createStatisticsService(t.db);
    const fresh = await createCar(t.app);
    await expect(service.carStatistics(fresh.id)).resolves.toMatchObject({ totalBookings: 0, totalRevenue: 0, utilization: 0 });
    const now = new Date();
    const busy = await createCar(t.app, { createdAt: new Date(now.getTime() - 10 * HOUR) });
    await createBooking(t.app, { carId: busy.id, startAt: new Date(now.getTime() - 20 * HOUR), endAt: new Date(now.getTime() + HOUR) });
    expect((await service.carStatistics(busy.id, now)).utilization).toBe(1);
    const missing = await t.app.inject({ method: 'GET', url: '/api/statistics/by-car?carId=999999', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ error: carMessages.notFound }] });
  });

  it('is for admins only', async () => {
    const customer = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/by-car?carId=1' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/statistics/by-car?carId=1', headers: customer.headers });
    expect(forbidden.statusCode).toBe(403);
  });
});
