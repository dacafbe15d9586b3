import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages, estimateTripPrice, MAX_ROW_ID, messages, searchMessages, type Car } from '@wayfare/common';
import { bookings } from '../../db/schema';
import { estimateRoute } from '../../integrations/geo/distance';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createCar, createCity, createFeature } from '../../test/factories';

let t: TestApp;
let berlin: { id: number; lat: number; lon: number };
let munich: { id: number; lat: number; lon: number };

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
  berlin = await createCity(t.app, { name: 'Berlin', lat: 52.52, lon: 13.405 });
  munich = await createCity(t.app, { name: 'Munich', lat: 48.1351, lon: 11.582 });
});
afterAll(() => t.close());

const search = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cars/availableCars',
    payload: {
      fromCity: berlin.id,
      toCity: munich.id,
      fromDateTime: '2031-07-01T10:00:00',
      toDateTime: '2031-07-03T12:30:00',
      selectedFeatures: null,
      ...payload,
    },
  });
const idsOf = async (payload: Record<string, unknown> = {}) =>
  (await search(payload)).json<Car[]>().map((car) => car.id);

describe('POST /api/cars/availableCars', () => {
  // The availability rule: docs/product/search-and-availability.md#availability.
  it('offers a free car standing in the pick-up city, priced for the trip', async () => {
    const car = await createCar(t.app, { cityId: berlin.id, fuelConsumption: 7.2 });
    const response = await search({});
    expect(response.statusCode).toBe(200);
    const found = response.json<Car[]>().find((c) => c.id === car.id);
    const durationMs = (2 * 24 + 2.5) * 3_600_000;
    const { distance } = estimateRoute(berlin, munich);
    expect(found?.fuelPrice).toBe(estimateTripPrice({ distanceKm: distance, fuelConsumption: 7.2, durationMs }));
    expect(found).toMatchObject({ city: { id: berlin.id, name: 'Berlin' }, isExclusive: false });
  });

  it('answers each car in the same shape as GET /api/cars/{id}: city, features in form order, photos', async () => {
    // Two cars with different features and photos, so a subquery that matched the wrong car would show.
    const gps = await createFeature(t.app, 'Bonus', 'GPS in search');
    const seats = await createFeature(t.app, 'Seats', '7 in search');
    const png = (n: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, n]);
    const first = await createCar(t.app, { cityId: berlin.id, features: [seats, gps], photos: [png(1), png(2)] });
    const second = await createCar(t.app, { cityId: berlin.id, features: [gps], photos: [png(3)] });
    const found = (await search({})).json<Car[]>();
    for (const car of [first, second]) {
      const read = (await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json<Car>();
      expect(found.find((c) => c.id === car.id)).toEqual({ ...read, fuelPrice: expect.any(Number) });
    }
    expect(found.find((c) => c.id === first.id)?.carFeatures.map((f) => f.featureText)).toEqual([
      '7 in search',
      'GPS in search',
    ]);
    expect(found.find((c) => c.id === second.id)?.photoUrls).toHaveLength(1);
  });

  it('never offers exclusive or deleted cars, nor cars standing elsewhere', async () => {
    const exclusive = await createCar(t.app, { cityId: berlin.id, isExclusive: true });
    const deleted = await createCar(t.app, { cityId: berlin.id, deletedAt: new Date() });
    const elsewhere = await createCar(t.app, { cityId: munich.id });
    const ids = await idsOf();
    expect(ids).not.toContain(exclusive.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(elsewhere.id);
  });

  it('reads the wire times in the business time zone: a trip ending 10:00 Berlin time frees the car at 10:00', async () => {
    const car = await createCar(t.app, { cityId: munich.id });
    // 2031-07-01 10:00 in Berlin (summer time, UTC+2) is 08:00Z.
    await createBooking(t.app, {
      carId: car.id,
      startCityId: munich.id,
      endCityId: berlin.id,
      startAt: new Date('2031-06-30T08:00:00Z'),
      endAt: new Date('2031-07-01T08:00:00Z'),
    });
    expect(await idsOf({ fromDateTime: '2031-07-01T10:00' })).toContain(car.id);
    expect(await idsOf({ fromDateTime: '2031-07-01T09:59' })).not.toContain(car.id);
  });

  it('keeps a car whose next booking would be stranded out, and takes a canceled booking as nothing', async () => {
    const car = await createCar(t.app, { cityId: berlin.id });
    const next = await createBooking(t.app, {
      carId: car.id,
      startCityId: berlin.id,
      endCityId: berlin.id,
      startAt: new Date('2031-07-10T08:00:00Z'),
      endAt: new Date('2031-07-11T08:00:00Z'),
    });
    expect(await idsOf()).not.toContain(car.id);
    await t.db.update(bookings).set({ status: 'Canceled' }).where(eq(bookings.id, next.id));
    expect(await idsOf()).toContain(car.id);
  });

  it('filters by features with AND', async () => {
    const gps = await createFeature(t.app, 'Bonus', 'GPS');
    const auto = await createFeature(t.app, 'Transmission', 'Auto');
    const both = await createCar(t.app, { cityId: berlin.id, features: [auto, gps] });
    const onlyGps = await createCar(t.app, { cityId: berlin.id, features: [gps] });
    const ids = await idsOf({ selectedFeatures: [gps.id, auto.id] });
    expect(ids).toContain(both.id);
    expect(ids).not.toContain(onlyGps.id);
    expect(await idsOf({ selectedFeatures: [gps.id] })).toEqual(expect.arrayContaining([both.id, onlyGps.id]));
    expect(await idsOf({ selectedFeatures: [] })).toEqual(await idsOf({ selectedFeatures: null }));
  });

  // Thunks: the cities are made in beforeAll.
  it.each([
    ['the same city twice', () => ({ toCity: berlin.id }), 400, { error: messages.search.sameCities, field: 'toCity' }],
    [
      'drop-off before pick-up',
      () => ({ toDateTime: '2031-07-01T09:00:00' }),
      400,
      { error: searchMessages.dropOffBeforePickUp, field: 'toDateTime' },
    ],
    [
      'drop-off equal to pick-up',
      () => ({ toDateTime: '2031-07-01T10:00' }),
      400,
      { error: searchMessages.dropOffBeforePickUp, field: 'toDateTime' },
    ],
    [
      'a day that does not exist',
      () => ({ fromDateTime: '2031-02-30T10:00:00' }),
      400,
      { error: searchMessages.invalidDate, field: 'fromDateTime' },
    ],
    [
      'an hour that does not exist',
      () => ({ fromDateTime: '2031-07-01T24:00:00' }),
      400,
      { error: searchMessages.invalidTime, field: 'fromDateTime' },
    ],
    ['an unknown city', () => ({ toCity: 999_999 }), 404, { error: cityMessages.notFound }],
  ])('refuses %s', async (_name, change, status, error) => {
    const response = await search(change());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [error] });
  });
});

describe('POST /api/cars/availableCars: sorted and paged', () => {
  // A trip from a city of its own, so only these cars are found (docs/product/search-and-availability.md#sorting-and-pages).
  let from: { id: number };
  let made: { id: number }[];
  const trip = () => ({ fromCity: from.id, toCity: munich.id });

  beforeAll(async () => {
    from = await createCity(t.app, { name: 'Sortburg', lat: 51.0, lon: 12.0 });
    const consumptions = [9.5, 4.1, 7.3, 4.1, 12, 5.5, 6.6, 8.8, 3.9, 10.2, 7.3, 5];
    made = [];
    for (const fuelConsumption of consumptions) made.push(await createCar(t.app, { cityId: from.id, fuelConsumption }));
  });

  const page = async (payload: Record<string, unknown>) => {
    const response = await search({ ...trip(), ...payload });
    expect(response.statusCode).toBe(200);
    return { ids: response.json<Car[]>().map((car) => car.id), total: response.headers['x-total-count'] };
  };

  it('answers every car in id order without sort or page, as before, with the total in X-Total-Count', async () => {
    expect(await page({})).toEqual({ ids: made.map((car) => car.id), total: '12' });
  });

  it('sorts by price and by consumption low to high (ties by id), and newest first', async () => {
    // Consumption order: 3.9, 4.1 (2nd made), 4.1 (4th made), 5, 5.5, 6.6, 7.3 (3rd), 7.3 (11th), 8.8, 9.5, 10.2, 12.
    const byConsumption = [8, 1, 3, 11, 5, 6, 2, 10, 7, 0, 9, 4].map((i) => made[i]!.id);
    expect((await page({ sort: 'price' })).ids).toEqual(byConsumption);
    expect((await page({ sort: 'consumption' })).ids).toEqual(byConsumption);
    expect((await page({ sort: 'newest' })).ids).toEqual(made.map((car) => car.id).reverse());
    const prices = (await search({ ...trip(), sort: 'price' })).json<Car[]>().map((car) => car.fuelPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('cuts pages of 10 after sorting; a page past the end is empty; the total stays 12', async () => {
    const all = (await page({ sort: 'newest' })).ids;
    expect(await page({ sort: 'newest', page: 0 })).toEqual({ ids: all.slice(0, 10), total: '12' });
    expect(await page({ sort: 'newest', page: 1 })).toEqual({ ids: all.slice(10), total: '12' });
    expect(await page({ sort: 'newest', page: 2 })).toEqual({ ids: [], total: '12' });
  });

  it.each(['price', 'consumption', 'newest', undefined])(
    'cuts the pages of sort %s in the database: each page is a slice of the whole list, each total 12',
    async (sort) => {
      const all = (await page({ sort })).ids;
      expect(all).toHaveLength(12);
      for (const n of [0, 1, 2, 7]) {
        expect(await page({ sort, page: n })).toEqual({ ids: all.slice(n * 10, n * 10 + 10), total: '12' });
      }
    },
  );

  it('counts the cars of a trip with a feature filter on every page, the empty ones past the end too', async () => {
    const none = await page({ selectedFeatures: [999_999], page: 0 });
    expect(none).toEqual({ ids: [], total: '0' });
    expect(await page({ selectedFeatures: [999_999], page: 3 })).toEqual({ ids: [], total: '0' });
  });

  it('answers the largest page a body may ask (an offset past 2^31 rows) with no cars and the true total', async () => {
    expect(await page({ sort: 'price', page: MAX_ROW_ID })).toEqual({ ids: [], total: '12' });
  });

  it.each([{ sort: 'cheapest' }, { sort: 1 }, { page: -1 }, { page: 1.5 }, { page: '1' }])(
    'refuses %j (400)',
    async (payload) => {
      expect((await search({ ...trip(), ...payload })).statusCode).toBe(400);
    },
  );
});
