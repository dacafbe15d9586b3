import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMessages, messages, SEARCH_SUGGESTIONS, searchMessages, type SearchSuggestions } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createCar, createCity, createFeature } from '../../test/factories';
import { suggestSearches } from './car-search-suggestions';

/** docs/product/search-and-availability.md#suggestions */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
});
afterAll(() => t.close());

type Place = { id: number; lat: number; lon: number };
/** A city at a position; each test works in a region of its own, so that other tests' cities are not "nearby". */
const cityAt = (lat: number, lon: number, name?: string) =>
  createCity(t.app, { lat, lon, ...(name ? { name } : {}) }) as Promise<Place & { name: string }>;

const TRIP = { fromDateTime: '2031-07-02T10:00:00', toDateTime: '2031-07-03T10:00:00' };

const suggest = (payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cars/availableCars/suggestions',
    payload: { selectedFeatures: null, ...TRIP, ...payload },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** How many cars the search itself finds for a trip (its X-Total-Count). */
const searchTotal = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cars/availableCars',
    payload: { selectedFeatures: null, sort: 'price', page: 0, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers['x-total-count']);
};

describe('POST /api/cars/availableCars/suggestions', () => {
  it('offers the first later and the first earlier window with cars, each leading to that many cars', async () => {
    const from = await cityAt(52.39, 13.06);
    const to = await cityAt(48.14, 11.58);
    // Busy until 3 July 22:00: free again from the 4th on (+2 days), and an earlier trip to `to` would strand its
    // trip, which starts in `from`.
    const later = await createCar(t.app, { cityId: from.id });
    await createBooking(t.app, {
      carId: later.id,
      startAt: new Date('2031-06-30T08:00:00Z'),
      endAt: new Date('2031-07-03T20:00:00Z'),
    });
    // Wanted in `to` on 2 July at 14:00: it can drive there the day before (−1), never after.
    const earlier = await createCar(t.app, { cityId: from.id });
    await createBooking(t.app, {
      carId: earlier.id,
      startCityId: to.id,
      endCityId: to.id,
      startAt: new Date('2031-07-02T12:00:00Z'),
      endAt: new Date('2031-07-06T12:00:00Z'),
    });
    const trip = { fromCity: from.id, toCity: to.id };
    expect(await searchTotal({ ...trip, ...TRIP })).toBe(0);

    const response = await suggest(trip);
    expect(response.statusCode, response.body).toBe(200);
    const { dates } = response.json<SearchSuggestions>();
    expect(dates).toEqual([
      { fromDateTime: '2031-07-01T10:00:00', toDateTime: '2031-07-02T10:00:00', shiftDays: -1, count: 1 },
      { fromDateTime: '2031-07-04T10:00:00', toDateTime: '2031-07-05T10:00:00', shiftDays: 2, count: 1 },
    ]);
    for (const date of dates) {
      expect(await searchTotal({ ...trip, fromDateTime: date.fromDateTime, toDateTime: date.toDateTime })).toBe(
        date.count,
      );
    }
  });

  it('offers the nearest pick-up cities with cars for the same dates: not far ones, not the drop-off city', async () => {
    const from = await cityAt(60.17, 24.94, 'Helsinki');
    const near = await cityAt(60.3, 25.04, 'Vantaa'); // ~15 km
    const further = await cityAt(61.5, 23.76, 'Tampere'); // ~160 km
    await cityAt(60.98, 25.66, 'Lahti'); // ~100 km, no car: not suggested
    const to = await cityAt(60.45, 22.27, 'Turku'); // the drop-off: its cars do not count
    const far = await cityAt(65.01, 25.47, 'Oulu'); // ~540 km: still within the radius, the third with cars
    for (const city of [near, near, further, to, far]) await createCar(t.app, { cityId: city.id });

    const response = await suggest({ fromCity: from.id, toCity: to.id });
    expect(response.statusCode, response.body).toBe(200);
    const { cities, dates } = response.json<SearchSuggestions>();
    expect(dates).toEqual([]);
    expect(cities.map(({ name, count }) => [name, count])).toEqual([
      ['Vantaa', 2],
      ['Tampere', 1],
      ['Oulu', 1],
    ]);
    expect(cities[0]?.distance).toBeGreaterThan(5);
    expect(cities[0]?.distance).toBeLessThan(30);
    for (const city of cities) {
      expect(await searchTotal({ fromCity: city.cityId, toCity: to.id, ...TRIP })).toBe(city.count);
    }
  });

  it('leaves out cities beyond the radius, and counts only cars with every filtered feature', async () => {
    const from = await cityAt(-33.87, 151.21); // Sydney
    const to = await cityAt(-37.81, 144.96); // Melbourne, ~710 km
    const beyond = await cityAt(-27.47, 153.03); // Brisbane, ~730 km
    const near = await cityAt(-34.42, 150.89); // Wollongong, ~70 km
    const roofBox = await createFeature(t.app, 'Bonus', 'Roof box in suggestions');
    await createCar(t.app, { cityId: beyond.id, features: [roofBox] });
    await createCar(t.app, { cityId: near.id, features: [roofBox] });
    await createCar(t.app, { cityId: near.id });

    const filtered = (
      await suggest({ fromCity: from.id, toCity: to.id, selectedFeatures: [roofBox.id] })
    ).json<SearchSuggestions>();
    expect(filtered.cities.map(({ cityId, count }) => [cityId, count])).toEqual([[near.id, 1]]);
    const all = (await suggest({ fromCity: from.id, toCity: to.id })).json<SearchSuggestions>();
    expect(all.cities.map(({ cityId, count }) => [cityId, count])).toEqual([[near.id, 2]]);
    expect(SEARCH_SUGGESTIONS.nearbyRadiusKm).toBeLessThan(700);
  });

  it('never suggests picking up in the past', async () => {
    const from = await cityAt(40.42, -3.7);
    const to = await cityAt(41.39, 2.17);
    await createCar(t.app, { cityId: from.id });
    const body = {
      fromCity: from.id,
      toCity: to.id,
      fromDateTime: '2031-07-02T10:00:00',
      toDateTime: '2031-07-03T10:00:00',
      selectedFeatures: null,
    };
    // "Now" is 1 July 2031 at 12:00 in Berlin: 1 July 10:00 (−1) has passed; 3 July (+1) has not.
    const now = new Date('2031-07-01T10:00:00Z');
    const { dates } = await suggestSearches(t.db, 'Europe/Berlin', body, now);
    expect(dates.map((date) => date.shiftDays)).toEqual([1]);
  });

  it('refuses what a search refuses: the same city twice, drop-off first, more than 30 days, unknown cities', async () => {
    const from = await cityAt(-22.9, -43.2);
    const to = await cityAt(-23.55, -46.63);
    const sameCities = await suggest({ fromCity: from.id, toCity: from.id });
    expect(sameCities.statusCode).toBe(400);
    expect(sameCities.json()).toEqual({ errors: [{ error: messages.search.sameCities, field: 'toCity' }] });
    const backwards = await suggest({
      fromCity: from.id,
      toCity: to.id,
      fromDateTime: '2031-07-03T10:00:00',
      toDateTime: '2031-07-02T10:00:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ errors: [{ error: searchMessages.dropOffBeforePickUp, field: 'toDateTime' }] });
    // A "trip" to the year 9999: refused before any query, as the search refuses it.
    const huge = await suggest({
      fromCity: from.id,
      toCity: to.id,
      fromDateTime: '2031-01-01T00:00:00',
      toDateTime: '9999-12-31T23:59:00',
    });
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toContain(searchMessages.tripTooLong);
    const unknown = await suggest({ fromCity: 2_147_483_000, toCity: to.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ error: cityMessages.notFound }] });
  });

  it('answers the edge of the calendar and refuses malformed bodies without running a search', async () => {
    const from = await cityAt(35.68, 139.69);
    const to = await cityAt(34.69, 135.5);
    await createCar(t.app, { cityId: from.id });
    // The last days of year 9999: the later windows would leave the calendar and are skipped, not an error.
    const edge = await suggest({
      fromCity: from.id,
      toCity: to.id,
      fromDateTime: '9999-12-30T10:00:00',
      toDateTime: '9999-12-31T10:00:00',
    });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json<SearchSuggestions>().dates.every((date) => date.fromDateTime.startsWith('9999-12'))).toBe(true);

    for (const payload of [
      { fromCity: 'Berlin', toCity: to.id },
      { fromCity: from.id, toCity: to.id, fromDateTime: '2031-02-30T10:00:00' },
      { fromCity: from.id, toCity: to.id, fromDateTime: "2031-07-02T10:00:00'; drop table cars; --" },
      { fromCity: from.id, toCity: to.id, selectedFeatures: Array.from({ length: 51 }, (_, i) => i + 1) },
      { fromCity: -1, toCity: to.id },
      { fromCity: from.id, toCity: 2 ** 40 },
    ]) {
      const response = await suggest(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    }
  });

  it('is listed in the OpenAPI document with its body and answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    }>();
    const route = document.paths['/api/cars/availableCars/suggestions']?.post;
    expect(route).toBeDefined();
    expect(JSON.stringify(route?.requestBody)).toContain('selectedFeatures');
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    expect(JSON.stringify(route?.responses?.['200'])).toContain('shiftDays');
  });
});

describe('a guest hammering the suggestions', () => {
  it('gets 429 with the error body past 60 requests a minute from one address; another address is still answered', async () => {
    const from = await cityAt(59.91, 10.75);
    const to = await cityAt(59.33, 18.07);
    const ip = '203.0.113.77';
    // Malformed bodies count too: the limit is checked before the body is read.
    for (let n = 0; n < 60; n++) {
      const response = await suggest(n % 2 === 0 ? { fromCity: from.id, toCity: to.id } : { fromCity: 'x' }, ip);
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await suggest({ fromCity: from.id, toCity: to.id }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: [{ error: messages.auth.tooManyRequests }] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await suggest({ fromCity: from.id, toCity: to.id }, '203.0.113.78')).statusCode).toBe(200);
  });
});
