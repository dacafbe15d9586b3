import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carMessages, PAGE_SIZE, type Car, type Feature } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { carBody } from '../../test/car-bodies';
import { createAdmin, createCar, createCity, createFeature, createUser, type TestUser } from '../../test/factories';
import { dataUrl, JPEG_HEADER, PNG_1PX } from '../../test/images';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
  cityId = (await createCity(t.app, { name: 'Leipzig' })).id;
});
afterAll(() => t.close());

const post = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/cars', headers, payload });

describe('POST /api/cars', () => {
  it('creates a car and answers it in the read shape: features in form order, photo URLs, no base64', async () => {
    const body = carBody(cityId, {
      photosBase64: [dataUrl(PNG_1PX), JPEG_HEADER.toString('base64')],
      features: { seats: 7, doors: 5, transmission: 'Auto', extras: 'Child seat' },
      isExclusive: true,
    });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const car = response.json<Car>();
    expect(car).toEqual({
      id: expect.any(Number),
      make: 'Skoda',
      model: 'Octavia',
      registrationNumber: body.registrationNumber,
      fuelConsumption: 5.4,
      city: { id: cityId, name: 'Leipzig' },
      photoUrls: [expect.stringMatching(/^\/api\/cars\/photos\/\d+\?v=[0-9a-f]{8}$/), expect.any(String)],
      carFeatures: [
        { id: expect.any(Number), featureType: 'Seats', featureText: '7' },
        { id: expect.any(Number), featureType: 'Doors', featureText: '5' },
        { id: expect.any(Number), featureType: 'Transmission', featureText: 'Auto' },
        { id: expect.any(Number), featureType: 'Bonus', featureText: 'Child seat' },
      ],
      isExclusive: true,
      fuelPrice: null,
    });
    expect(response.body).not.toContain('base64');
    const read = await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(read.json()).toEqual(car);
  });

  it('re-uses features by type and text, whatever the letter case of the extras', async () => {
    const first = (await post(carBody(cityId, { features: { extras: 'Roof rack' } }))).json<Car>();
    const second = (await post(carBody(cityId, { features: { extras: 'roof RACK' } }))).json<Car>();
    expect(second.carFeatures.map((f) => f.id)).toEqual(first.carFeatures.map((f) => f.id));
    expect(second.carFeatures[3]?.featureText).toBe('Roof rack');
  });

  it('refuses anonymous callers with 401 and customers with 403, whatever the body', async () => {
    expect((await post({}, { authorization: '' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/cars', payload: carBody(cityId) });
    expect(anonymous.statusCode).toBe(401);
    expect((await post({}, customer.headers)).statusCode).toBe(403);
  });
});

describe('reads', () => {
  it('GET /api/cars/features lists every feature by type, then text (numbers as numbers)', async () => {
    await createFeature(t.app, 'Seats', '10');
    await createFeature(t.app, 'Seats', '2');
    const response = await t.app.inject({ method: 'GET', url: '/api/cars/features' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Feature[]>();
    const types = list.map((f) => f.featureType);
    expect(types).toEqual([...types].sort((a, b) => order(a) - order(b)));
    const seats = list.filter((f) => f.featureType === 'Seats').map((f) => f.featureText);
    expect(seats.indexOf('2')).toBeLessThan(seats.indexOf('10'));
  });

  it('GET /api/cars/count and /paged count and page the live fleet by id', async () => {
    for (let i = 0; i < PAGE_SIZE + 2; i++) await createCar(t.app, { cityId });
    const deleted = await createCar(t.app, { cityId, deletedAt: new Date() });
    const count = (await t.app.inject({ method: 'GET', url: '/api/cars/count' })).json<number>();
    const first = (await t.app.inject({ method: 'GET', url: '/api/cars/paged?page=0' })).json<Car[]>();
    const pages = Math.ceil(count / PAGE_SIZE);
    const last = (await t.app.inject({ method: 'GET', url: `/api/cars/paged?page=${pages - 1}` })).json<Car[]>();
    const beyond = (await t.app.inject({ method: 'GET', url: `/api/cars/paged?page=${pages}` })).json<Car[]>();
    expect(first).toHaveLength(PAGE_SIZE);
    expect(first.map((c) => c.id)).toEqual([...first.map((c) => c.id)].sort((a, b) => a - b));
    expect((pages - 1) * PAGE_SIZE + last.length).toBe(count);
    expect(beyond).toEqual([]);
    expect([...first, ...last].some((c) => c.id === deleted.id)).toBe(false);
  });

  it('GET /api/cars/paged without a page answers page 0; a negative page is a 400', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/cars/paged' });
    const zero = await t.app.inject({ method: 'GET', url: '/api/cars/paged?page=0' });
    expect(bare.json()).toEqual(zero.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/paged?page=-1' })).statusCode).toBe(400);
  });

  it('GET /api/cars/exclusive lists live exclusive cars, to admins only', async () => {
    const exclusive = await createCar(t.app, { cityId, isExclusive: true });
    const retired = await createCar(t.app, { cityId, isExclusive: true, deletedAt: new Date() });
    const response = await t.app.inject({ method: 'GET', url: '/api/cars/exclusive', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const ids = response.json<Car[]>().map((c) => c.id);
    expect(ids).toContain(exclusive.id);
    expect(ids).not.toContain(retired.id);
    expect(response.json<Car[]>().every((c) => c.isExclusive)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/exclusive' })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ method: 'GET', url: '/api/cars/exclusive', headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('GET /api/cars/{id} answers 404 with the error body for a missing or deleted car', async () => {
    const retired = await createCar(t.app, { cityId, deletedAt: new Date() });
    for (const id of [999_999, retired.id]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/cars/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ error: carMessages.notFound }] });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/abc' })).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: refused as input, not a database error.
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/99999999999' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/photos/99999999999' })).statusCode).toBe(400);
  });
});

function order(type: string): number {
  return ['Seats', 'Doors', 'Transmission', 'Bonus'].indexOf(type);
}
