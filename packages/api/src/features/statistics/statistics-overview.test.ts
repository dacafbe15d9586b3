import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsMessages, type CarsOverTimePoint, type GeneralStatistics, type KeyValue } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createBooking, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { discountPlans, payments, planPurchases, reviews, type BookingRow } from '../../db/schema';
import { createStatisticsService } from './statistics.service';

/*
 * One small, fixed history (every date in 2025, the business time zone is Europe/Berlin: UTC+1, UTC+2 from 30 March),
 * in this file's own database, so every expected figure below is worked out by hand from this list:
 *
 *   booking car            route            start (UTC)          Berlin month  status    km
 *   b1      golf1          Aachen → Bonn    2025-01-10 09:00     2025-01       Finished  100
 *   b2      golf1          Aachen → Bonn    2025-01-20 09:00     2025-01       Rated     100
 *   b3      audi           Bonn → Aachen    2025-01-25 09:00     2025-01       Finished   50
 *   b7      golf1          Aachen → Celle   2025-02-05 09:00     2025-02       Canceled  999  (never counts)
 *   b4      golf1          Aachen → Bonn    2025-03-31 22:30     2025-04 (!)   Finished  100  (00:30 on 1 April in Berlin)
 *   b5      golf2 (deleted) Bonn → Celle    2025-04-10 08:00     2025-04       Finished  200
 *   b6      audi           Aachen → Bonn    2025-04-15 08:00     2025-04       Canceled  999  (never counts)
 *   b8      audi           Bonn → Aachen    2025-04-28 08:00     2025-04       Finished   50
 *   b9      golf1          Bonn → Aachen    2025-05-02 08:00     2025-05       Finished  100
 *   b10     skoda          Aachen → Celle   2025-05-09 12:00     2025-05       Active     30  (ends 2025-05-11 12:00)
 *
 * Every booking lasts 24 hours but b10 (48). Cars: golf1 "Volkswagen Golf (S-GOLF1)", golf2 "Volkswagen Golf
 * (S-GOLF2)" deleted on 2025-06-01, audi "Audi A3 (S-AUDI1)", all created on 2024-01-01; skoda "Skoda Octavia
 * (S-SKODA1)" created on 2025-04-30 00:00 UTC.
 */
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

const at = (iso: string) => new Date(`${iso}Z`);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  // Three customers in all (this one, used for the 403 checks, and two renters); the admin is not a "user".
  customer = await createUser(t.app);
  const anna = (await createUser(t.app)).user.id;
  const ben = (await createUser(t.app)).user.id;

  const aachen = (await createCity(t.app, { name: 'Aachen' })).id;
  const bonn = (await createCity(t.app, { name: 'Bonn' })).id;
  const celle = (await createCity(t.app, { name: 'Celle' })).id;
  const old = at('2024-01-01T00:00:00');
  const golf1 = (
    await createCar(t.app, {
      make: 'Volkswagen',
      model: 'Golf',
      registrationNumber: 'S-GOLF1',
      cityId: aachen,
      createdAt: old,
    })
  ).id;
  const golf2 = (
    await createCar(t.app, {
      make: 'Volkswagen',
      model: 'Golf',
      registrationNumber: 'S-GOLF2',
      cityId: bonn,
      createdAt: old,
      deletedAt: at('2025-06-01T00:00:00'),
    })
  ).id;
  const audi = (
    await createCar(t.app, { make: 'Audi', model: 'A3', registrationNumber: 'S-AUDI1', cityId: bonn, createdAt: old })
  ).id;
  const skoda = (
    await createCar(t.app, {
      make: 'Skoda',
      model: 'Octavia',
      registrationNumber: 'S-SKODA1',
      cityId: aachen,
      createdAt: at('2025-04-30T00:00:00'),
    })
  ).id;

  const trip = (
    carId: number,
    from: number,
    to: number,
    start: string,
    status: BookingRow['status'],
    distance: number,
    hours = 24,
  ) =>
    createBooking(t.app, {
      carId,
      userId: anna,
      startCityId: from,
      endCityId: to,
      startAt: at(start),
      endAt: new Date(at(start).getTime() + hours * 3_600_000),
      status,
      distance,
    });
  const b1 = await trip(golf1, aachen, bonn, '2025-01-10T09:00:00', 'Finished', 100);
  const b2 = await trip(golf1, aachen, bonn, '2025-01-20T09:00:00', 'Rated', 100);
  const b3 = await trip(audi, bonn, aachen, '2025-01-25T09:00:00', 'Finished', 50);
  await trip(golf1, aachen, celle, '2025-02-05T09:00:00', 'Canceled', 999);
  await trip(golf1, aachen, bonn, '2025-03-31T22:30:00', 'Finished', 100);
  await trip(golf2, bonn, celle, '2025-04-10T08:00:00', 'Finished', 200);
  const b6 = await trip(audi, aachen, bonn, '2025-04-15T08:00:00', 'Canceled', 999);
  const b8 = await trip(audi, bonn, aachen, '2025-04-28T08:00:00', 'Finished', 50);
  await trip(golf1, bonn, aachen, '2025-05-02T08:00:00', 'Finished', 100);
  await trip(skoda, aachen, celle, '2025-05-09T12:00:00', 'Active', 30, 48);

  const pay = async (values: Partial<typeof payments.$inferInsert> & { amount: number }) => {
    const [row] = await t.db
      .insert(payments)
      .values({ userId: anna, kind: 'booking', description: 'payment', provider: 'test', ...values })
      .returning();
    return row!;
  };
  await pay({ bookingId: b1.id, amount: 80, paid: true });
  await pay({ bookingId: b2.id, amount: 60.5, paid: true });
  await pay({ bookingId: b2.id, kind: 'damage_charge', amount: 25, paid: true });
  await pay({ bookingId: b3.id, amount: 40, paid: true, refundedAt: at('2025-01-26T10:00:00') });
  await pay({ bookingId: b6.id, amount: 70, paid: true, refundedAt: at('2025-04-15T09:00:00') });
  await pay({ bookingId: b8.id, amount: 45 });

  const plan = async (title: string, price: number) =>
    (
      await t.db
        .insert(discountPlans)
        .values({ title, description: `${title} plan`, discountValue: 10, price, remainingUses: 5 })
        .returning()
    )[0]!;
  const gold = await plan('Gold', 19.99);
  const silver = await plan('Silver', 9.99);
  const platinum = await plan('Platinum', 29.99);
  await plan('Bronze', 4.99);
  const buy = async (planId: number, userId: number, amount: number) => {
    const payment = await pay({ kind: 'discount_plan', discountPlanId: planId, userId, amount, paid: true });
    await t.db.insert(planPurchases).values({ planId, userId, paymentId: payment.id, remainingUses: 5 });
  };
  await buy(gold.id, anna, 19.99);
  await buy(gold.id, ben, 19.99);
  await buy(silver.id, anna, 9.99);
  await buy(platinum.id, ben, 29.99);
  // A plan checkout left unpaid: no purchase, no revenue.
  await pay({ kind: 'discount_plan', discountPlanId: gold.id, amount: 19.99 });

  await t.db.insert(reviews).values([
    { bookingId: b1.id, userId: anna, carId: golf1, text: 'fine', valueForMoney: 5, carCondition: 4, carSpeed: 3 },
    { bookingId: b2.id, userId: anna, carId: golf1, text: 'ok', valueForMoney: 2, carCondition: 2, carSpeed: 2 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/statistics/${url}`, headers });

describe('GET /api/statistics/general', () => {
  it('totals live bookings, kept money, customers and reviews', async () => {
    const response = await get('general');
    expect(response.statusCode).toBe(200);
    expect(response.json<GeneralStatistics>()).toEqual({
      // b1 b2 b3 b4 b5 b8 b9 b10 (b6 and b7 are Canceled)
      totalBookings: 8,
      // 80 (b1) + 60.50 (b2) + 25 (b2's damage charge) + 19.99 + 19.99 (Gold twice) + 9.99 (Silver) + 29.99 (Platinum);
      // not b3's and b6's refunded 40 and 70, nor b8's unpaid 45 or the unpaid plan checkout
      totalRevenue: 245.46,
      // 100 + 100 + 50 + 100 + 200 + 50 + 100 + 30
      totalTravelDistance: 730,
      totalUsers: 3,
      totalReviews: 2,
      // Nothing was booked in the last 30 days before today (every trip is in 2025).
      fleetUtilization: 0,
    });
  });

  it('measures the fleet over the last 30 days: booked ÷ the hours each car not deleted existed', async () => {
    const service = createStatisticsService({ db: t.db, timeZone: 'Europe/Berlin' });
    // Window 2025-04-10 00:00 → 2025-05-10 00:00 UTC (720 h). Available: golf1 720 + audi 720 + skoda 240 (since
    // 30 April) = 1680 h; golf2 is deleted, so its b5 (inside the window) counts nowhere. Booked: b9 24 (golf1) +
    // b8 24 (audi; b6 is Canceled) + b10 12 (up to now, 2025-05-10 00:00) = 60 h. 60 / 1680 = 0.035714… → 0.0357.
    const stats = await service.generalStatistics(at('2025-05-10T00:00:00'));
    expect(stats.fleetUtilization).toBe(0.0357);
    // A window with no fleet yet: nothing available, nothing to divide.
    expect((await service.generalStatistics(at('2023-01-01T00:00:00'))).fleetUtilization).toBe(0);
    // Sanity of the rounding rule on a second window: 2025-01-01 → 2025-01-31 (720 h × golf1, audi = 1440 h),
    // booked b1 24 + b2 24 + b3 24 = 72 h (b3 ends 2025-01-26, inside). 72 / 1440 = 0.05.
    expect(
      (await service.generalStatistics(new Date(at('2025-01-01T00:00:00').getTime() + 30 * DAY))).fleetUtilization,
    ).toBe(0.05);
  });
});

describe('GET /api/statistics/discounts, /cars, /trips', () => {
  it('lists plans by purchases, most first, ties by title; a plan never bought is left out', async () => {
    const response = await get('discounts');
    expect(response.statusCode).toBe(200);
    expect(response.json<KeyValue[]>()).toEqual([
      { key: 'Gold', value: 2 },
      { key: 'Platinum', value: 1 },
      { key: 'Silver', value: 1 },
    ]);
  });

  it('lists cars by live bookings, deleted cars included, ties by make and model', async () => {
    const response = await get('cars');
    expect(response.statusCode).toBe(200);
    expect(response.json<KeyValue[]>()).toEqual([
      // b1 b2 b4 b9 (b7 Canceled)
      { key: 'Volkswagen Golf (S-GOLF1)', value: 4 },
      // b3 b8 (b6 Canceled)
      { key: 'Audi A3 (S-AUDI1)', value: 2 },
      { key: 'Skoda Octavia (S-SKODA1)', value: 1 },
      { key: 'Volkswagen Golf (S-GOLF2)', value: 1 },
    ]);
  });

  it('lists city pairs by live bookings, each direction on its own', async () => {
    const response = await get('trips');
    expect(response.statusCode).toBe(200);
    expect(response.json<KeyValue[]>()).toEqual([
      // b1 b2 b4 (b6 Canceled)
      { key: 'Aachen - Bonn', value: 3 },
      // b3 b8 b9
      { key: 'Bonn - Aachen', value: 3 },
      // b10 (b7 Canceled)
      { key: 'Aachen - Celle', value: 1 },
      { key: 'Bonn - Celle', value: 1 },
    ]);
  });
});

describe('GET /api/statistics/per-month', () => {
  it('counts live bookings by their Berlin start month, with the empty months in between as 0', async () => {
    const response = await get('per-month');
    expect(response.statusCode).toBe(200);
    expect(response.json<KeyValue[]>()).toEqual([
      { key: '2025-01', value: 3 },
      // Only the Canceled b7.
      { key: '2025-02', value: 0 },
      // b4 starts on 31 March in UTC but on 1 April in Berlin.
      { key: '2025-03', value: 0 },
      // b4 b5 b8
      { key: '2025-04', value: 3 },
      { key: '2025-05', value: 2 },
    ]);
  });
});

describe('GET /api/statistics/popular-over-time', () => {
  const point = (month: number, car: string, count: number): CarsOverTimePoint => ({ month, year: 2025, car, count });

  it('counts live bookings per car model and Berlin month, by year, month, most booked first', async () => {
    const response = await get('popular-over-time');
    expect(response.statusCode).toBe(200);
    expect(response.json<CarsOverTimePoint[]>()).toEqual([
      point(1, 'Volkswagen Golf', 2),
      point(1, 'Audi A3', 1),
      // b4 (golf1) and b5 (golf2) are the same model.
      point(4, 'Volkswagen Golf', 2),
      point(4, 'Audi A3', 1),
      point(5, 'Skoda Octavia', 1),
      point(5, 'Volkswagen Golf', 1),
    ]);
  });

  it('keeps the bookings starting within a wall-clock range that cuts months', async () => {
    // 15 January 00:00:01 → 20 April 23:59:59 Berlin: b2 b3 in January (b1 is earlier), b4 b5 in April (b8 is later).
    const cut = await get('popular-over-time?startDateTime=2025-01-15T00:00:01&endDateTime=2025-04-20T23:59:59');
    expect(cut.statusCode).toBe(200);
    expect(cut.json<CarsOverTimePoint[]>()).toEqual([
      point(1, 'Audi A3', 1),
      point(1, 'Volkswagen Golf', 1),
      point(4, 'Volkswagen Golf', 2),
    ]);

    // The start alone, read in Berlin time: b4 (2025-03-31 22:30 UTC) starts after 1 April 00:00:01 in Berlin.
    const from = await get('popular-over-time?startDateTime=2025-04-01T00:00:01');
    expect(from.json<CarsOverTimePoint[]>()).toEqual([
      point(4, 'Volkswagen Golf', 2),
      point(4, 'Audi A3', 1),
      point(5, 'Skoda Octavia', 1),
      point(5, 'Volkswagen Golf', 1),
    ]);
    // The end alone: b1 and b2 start by 20 January 23:59:59.
    const until = await get('popular-over-time?endDateTime=2025-01-20T23:59:59');
    expect(until.json<CarsOverTimePoint[]>()).toEqual([point(1, 'Volkswagen Golf', 2)]);
  });

  it('refuses a range whose start is not before its end', async () => {
    for (const query of [
      'startDateTime=2025-05-01T00:00:01&endDateTime=2025-04-01T23:59:59',
      'startDateTime=2025-04-01T10:00:00&endDateTime=2025-04-01T10:00:00',
    ]) {
      const response = await get(`popular-over-time?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ error: statisticsMessages.rangeOrder, field: 'startDateTime' }] });
    }
  });
});

describe('statistics roles', () => {
  const urls = ['general', 'discounts', 'cars', 'trips', 'per-month', 'popular-over-time', 'by-car?carId=1'];

  it('answers 401 to guests and 403 to customers on every endpoint', async () => {
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url: `/api/statistics/${url}` })).statusCode, url).toBe(401);
      expect((await get(url, customer.headers)).statusCode, url).toBe(403);
    }
  });
});

describe('statistics on a database of its own', () => {
  it('answers zeros and empty series when empty, then the top 10 only', async () => {
    const empty = await createTestApp();
    try {
      const emptyAdmin = await createAdmin(empty.app);
      const read = (url: string) =>
        empty.app.inject({ method: 'GET', url: `/api/statistics/${url}`, headers: emptyAdmin.headers });
      expect((await read('general')).json()).toEqual({
        totalBookings: 0,
        totalRevenue: 0,
        totalTravelDistance: 0,
        totalUsers: 0,
        totalReviews: 0,
        fleetUtilization: 0,
      });
      for (const url of ['discounts', 'cars', 'trips', 'per-month', 'popular-over-time']) {
        const response = await read(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual([]);
      }

      // Then 12 cars, the i-th booked i times, each car in a city of its own (trip "City x - City x"): the pies show
      // the 10 leaders only, 12 bookings first, down to 3.
      for (let i = 1; i <= 12; i++) {
        const car = await createCar(empty.app, { registrationNumber: `TOP-${String(i).padStart(2, '0')}` });
        for (let n = 0; n < i; n++) {
          const startAt = new Date(Date.UTC(2025, 0, 1) + n * 2 * DAY);
          await createBooking(empty.app, { carId: car.id, startAt, endAt: new Date(startAt.getTime() + DAY) });
        }
      }
      for (const url of ['cars', 'trips']) {
        const counts = (await read(url)).json<KeyValue[]>().map((point) => point.value);
        expect(counts, url).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      }
      expect((await read('cars')).json<KeyValue[]>()[0]?.key).toBe('Volkswagen Golf (TOP-12)');
    } finally {
      await empty.close();
    }
  });
});
