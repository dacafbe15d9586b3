import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { bookings, cars, payments, reviews, users } from '../db/schema';
import { seedPastBookings } from './bookings';
import { seedCars } from './cars';
import { seedCities } from './cities';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCities(t.db);
  await seedCars(t.db);
  // The demo customer without the slow password hash: only the e-mail matters here.
  await t.db.insert(users).values({
    name: 'Carl Customer',
    email: 'customer@example.com',
    passwordHash: 'x',
    role: 'CUSTOMER',
    birthDate: '1992-07-21',
  });
});
afterAll(() => t.close());

describe('demo past bookings seed', () => {
  it('gives the demo customer paid round trips, the outbound ones reviewed, once, leaving every car where it stood', async () => {
    const before = await t.db.select({ id: cars.id, cityId: cars.cityId }).from(cars);
    const now = new Date();
    await seedPastBookings(t.db, now);
    await seedPastBookings(t.db, now);

    const rows = await t.db.select().from(bookings);
    expect(rows).toHaveLength(8);
    expect(rows.filter((b) => b.status === 'Rated')).toHaveLength(3);
    expect(rows.filter((b) => b.status === 'Finished')).toHaveLength(5);
    for (const row of rows) expect(row.endAt.getTime()).toBeLessThan(now.getTime());
    const paid = await t.db.select().from(payments).where(eq(payments.paid, true));
    expect(paid.map((p) => [p.bookingId, p.amount]).sort()).toEqual(rows.map((b) => [b.id, b.totalPrice]).sort());
    expect(await t.db.select().from(reviews)).toHaveLength(3);
    expect(await t.db.select({ id: cars.id, cityId: cars.cityId }).from(cars)).toEqual(before);
    // Each round trip ends in the car's own city, so searches from there still offer it.
    for (const row of rows.filter((b) => b.startCityId !== before.find((c) => c.id === b.carId)?.cityId)) {
      expect(before.find((c) => c.id === row.carId)?.cityId).toBe(row.endCityId);
    }
  });
});
