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
    expect(count).toBeGreaterThanOrEqual(190);
  });

  it('keeps the plates of the first cars, which journeys name, and gives every car its own', async () => {
    const plates = new Map<string, Car>();
    for (let page = 0; page * 10 < demoFleet.length; page++) {
      for (const car of (await t.app.inject({ method: 'GET', url: `/api/cars/paged?page=${page}` })).json<Car[]>()) {
        plates.set(car.registrationNumber, car);
      }
    }
    expect(plates.size).toBe(demoFleet.length);
    expect(plates.get('WF-BER-101')).toMatchObject({ make: 'Volkswagen', model: 'Golf', city: { name: 'Berlin' } });
    expect(plates.get('WF-MIL-111')).toMatchObject({ make: 'Fiat', model: 'Tipo', city: { name: 'Milan' } });
    expect([...plates.keys()].every((plate) => /^WF-[A-ZÜ]{3}-\d{3}$/u.test(plate))).toBe(true);
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
