import { describe, expect, it } from 'vitest';
import { demoCities } from './cities';
import { demoFleet } from './fleet';
import { generatedFleet } from './fleet-generated';

/** The demo fleet (seed/fleet.ts): a choice of cars in every demo city, the same on every machine. */
describe('demo fleet', () => {
  const everyday = demoFleet.filter((car) => !car.isExclusive);

  it('has about two hundred cars, four of them exclusive', () => {
    expect(demoFleet.length).toBeGreaterThanOrEqual(190);
    expect(demoFleet.length).toBeLessThanOrEqual(220);
    expect(demoFleet.filter((car) => car.isExclusive)).toHaveLength(4);
  });

  it('gives every demo city at least eight everyday cars of at least three sizes', () => {
    for (const city of demoCities) {
      const here = everyday.filter((car) => car.city === city.name);
      expect(here.length, city.name).toBeGreaterThanOrEqual(8);
      expect(new Set(here.map((car) => car.size)).size, city.name).toBeGreaterThanOrEqual(3);
    }
    // Every car stands in a demo city.
    const names = new Set(demoCities.map((city) => city.name));
    expect(demoFleet.filter((car) => !names.has(car.city))).toEqual([]);
  });

  it('varies makes, seats, doors, transmissions and extras', () => {
    expect(new Set(everyday.map((car) => car.make)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(everyday.map((car) => car.features.seats)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(everyday.map((car) => car.features.doors)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(everyday.map((car) => car.features.transmission))).toEqual(new Set(['Auto', 'Manual']));
    expect(new Set(everyday.map((car) => car.features.extras)).size).toBeGreaterThanOrEqual(6);
    for (const car of demoFleet) {
      expect(car.fuelConsumption).toBeGreaterThan(0);
      expect(car.fuelConsumption).toBeLessThanOrEqual(20);
    }
  });

  it('is generated the same every time, after the first forty cars, which stay where they were', () => {
    const first = demoFleet.slice(0, 40);
    expect(generatedFleet(first)).toEqual(demoFleet.slice(40));
    // The journeys and the README's screenshots name some of them by plate (seed/cars.ts: their place in the list).
    expect(first[0]).toMatchObject({ make: 'Volkswagen', model: 'Golf', city: 'Berlin' });
    expect(first[10]).toMatchObject({ make: 'Fiat', model: 'Tipo', city: 'Milan' });
    expect(first.slice(36).every((car) => car.isExclusive)).toBe(true);
  });
});
