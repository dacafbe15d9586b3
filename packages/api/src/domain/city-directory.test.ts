import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';
import { createCity } from '../test/factories';
import { findTripCities } from './city-directory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findTripCities (the city directory)', () => {
  it('finds both cities of a trip, each with its coordinates', async () => {
    const berlin = await createCity(t.app, { name: 'Berlin T', lat: 52.52, lon: 13.405 });
    const hamburg = await createCity(t.app, { name: 'Hamburg T', lat: 53.55, lon: 9.99 });
    expect(await findTripCities(t.db, berlin.id, hamburg.id)).toEqual({ from: berlin, to: hamburg });
    expect(await findTripCities(t.db, hamburg.id, berlin.id)).toEqual({ from: hamburg, to: berlin });
  });

  it('answers 404 for a city that does not exist, and finds it once it is created', async () => {
    const known = await createCity(t.app);
    const laterId = 987_654;
    await expect(findTripCities(t.db, known.id, laterId)).rejects.toMatchObject({
      statusCode: 404,
      message: cityMessages.notFound,
    });
    const later = await createCity(t.app, { id: laterId });
    expect((await findTripCities(t.db, known.id, laterId)).to).toEqual(later);
  });
});
