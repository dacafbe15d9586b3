import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation } from './errors';
import { createTestApp, type TestApp } from '../test/app';
import { createBooking, createCar } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (hour: number) => new Date(Date.UTC(2030, 3, 1, hour));

/**
 * Overlap is forbidden by the database itself, whatever the application does
 * (docs/product/search-and-availability.md#no-overlap).
 */
describe('car_occupancy_excl', () => {
  it('refuses a live booking that overlaps another live booking of the same car (SQLSTATE 23P01)', async () => {
    const car = await createCar(t.app);
    await createBooking(t.app, { carId: car.id, startAt: at(8), endAt: at(12), status: 'Paid' });
    const error = await createBooking(t.app, { carId: car.id, startAt: at(11), endAt: at(14), status: 'Unpaid' }).catch(
      (e: unknown) => e,
    );
    expect(isExclusionViolation(error, 'car_occupancy_excl')).toBe(true);
  });

  it('allows back-to-back trips ([start, end) ranges), other cars, and canceled bookings over the same period', async () => {
    const car = await createCar(t.app);
    await createBooking(t.app, { carId: car.id, startAt: at(8), endAt: at(12) });
    await expect(createBooking(t.app, { carId: car.id, startAt: at(12), endAt: at(16) })).resolves.toBeDefined();
    await expect(
      createBooking(t.app, { carId: car.id, startAt: at(9), endAt: at(10), status: 'Canceled' }),
    ).resolves.toBeDefined();
    await expect(createBooking(t.app, { startAt: at(9), endAt: at(10) })).resolves.toBeDefined();
  });

  it('refuses a booking that ends before it starts', async () => {
    await expect(createBooking(t.app, { startAt: at(10), endAt: at(10) })).rejects.toThrow();
  });
});
