import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';
import { createAdmin } from '../test/factories';
import { seedCars } from './cars';
import { seedCities } from './cities';
import { demoFleet } from './fleet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCities(t.db);
  await seedCars(t.db);
});
afterAll(() => t.close());

describe('demo fleet seed', () => {
  it('adds every demo car once, even when run again', async () => {
    await seedCars(t.db);
    const count = (await t.app.inject({ method: 'GET', url: '/api/cars/count' })).json<number>();
    expect(count).toBe(demoFleet.length);
    expect(count).toBeGreaterThanOrEqual(30);
  });

  it('gives each car its four features and illustrated photos; a few are exclusive', async () => {
    const cars: Car[] = [];
    for (let page = 0; page * 10 < demoFleet.length; page++) {
      cars.push(...(await t.app.inject({ method: 'GET', url: `/api/cars/paged?page=${page}` })).json<Car[]>());
    }
    for (const car of cars) {
      expect(car.carFeatures.map((f) => f.featureType)).toEqual(['Seats', 'Doors', 'Transmission', 'Bonus']);
      expect(car.photoUrls.length).toBeGreaterThanOrEqual(1);
      expect(car.fuelConsumption).toBeGreaterThan(0);
      expect(car.fuelConsumption).toBeLessThanOrEqual(20);
    }
    const exclusive = cars.filter((car) => car.isExclusive).length;
    expect(exclusive).toBeGreaterThanOrEqual(3);
    expect(exclusive).toBeLessThanOrEqual(5);
    const admin = await createAdmin(t.app);
    const listed = await t.app.inject({ method: 'GET', url: '/api/cars/exclusive', headers: admin.headers });
    expect(listed.json<Car[]>()).toHaveLength(exclusive);
  });

  it('serves the illustrations as SVG that names the car', async () => {
    const [car] = (await t.app.inject({ method: 'GET', url: '/api/cars/paged?page=0' })).json<Car[]>();
    const photo = await t.app.inject({ method: 'GET', url: car!.photoUrls[0]! });
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(photo.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(photo.body).toContain(car!.make);
    expect(photo.body).toContain(car!.registrationNumber);
    expect(photo.body).not.toMatch(/<script|href=/i);
  });
});
