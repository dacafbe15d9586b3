import { describe, expect, it } from 'vitest';
import { carMessages, cityMessages, type Car } from '@wayfare/common';
import { carBody } from '../../test/car-bodies';
import { useCarTestStage } from '../../test/stage';
import { createBooking, createCity } from '../../test/factories';
import { dataUrl, JPEG_HEADER, PNG_1PX, WEBP_HEADER } from '../../test/images';

const stage = useCarTestStage();

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  stage.app.inject({ method, url, headers: stage.admin.headers, payload });
const create = async (payload: object = carBody(stage.cityId)) =>
  (await send('POST', '/api/cars', payload)).json<Car>();
const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: { error: string; field?: string }[] }>().errors;

// The rules and messages of the car form: docs/product/admin-tools.md#car-form.
describe('car form rules, enforced by the server with the form messages', () => {
  // Thunks: the bodies need the city the test stage makes in beforeAll.
  const base = () => carBody(stage.cityId) as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) => () => ({ ...base(), [key]: value });
  const setFeature = (key: string, value: unknown) => () => ({
    ...base(),
    features: { ...carBody(stage.cityId).features, [key]: value },
  });
  const without = (key: string) => () => {
    const body = base();
    delete body[key];
    return body;
  };
  const cases: Array<[string, () => object, string, string]> = [
    ['make missing', without('make'), 'make', carMessages.make],
    ['make blank', set('make', '   '), 'make', carMessages.make],
    ['model blank', set('model', ''), 'model', carMessages.model],
    ['registration blank', set('registrationNumber', ' '), 'registrationNumber', carMessages.registrationNumber],
    ['fuel consumption missing', without('fuelConsumption'), 'fuelConsumption', carMessages.fuelConsumption],
    ['fuel consumption zero', set('fuelConsumption', 0), 'fuelConsumption', carMessages.fuelConsumption],
    ['fuel consumption above 20', set('fuelConsumption', 20.1), 'fuelConsumption', carMessages.fuelConsumption],
    ['fuel consumption not a number', set('fuelConsumption', 'lots'), 'fuelConsumption', carMessages.fuelConsumption],
    ['city missing', without('cityId'), 'cityId', carMessages.city],
    ['seats zero', setFeature('seats', 0), 'features.seats', carMessages.seats],
    ['seats above 10', setFeature('seats', 11), 'features.seats', carMessages.seats],
    ['seats fractional', setFeature('seats', 4.5), 'features.seats', carMessages.seats],
    ['doors missing', setFeature('doors', undefined), 'features.doors', carMessages.doors],
    ['doors above 10', setFeature('doors', 12), 'features.doors', carMessages.doors],
    ['transmission other', setFeature('transmission', 'CVT'), 'features.transmission', carMessages.transmission],
    ['extras blank', setFeature('extras', ' '), 'features.extras', carMessages.extras],
    ['no photos', set('photosBase64', []), 'photosBase64', carMessages.photos],
    ['photos missing', without('photosBase64'), 'photosBase64', carMessages.photos],
    ['isExclusive missing', without('isExclusive'), 'isExclusive', carMessages.isExclusive],
  ];

  // Each body breaks exactly one rule, so the answer names exactly that field.
  it.each(cases)('%s → 400 on its field', async (_name, payload, field, message) => {
    const response = await send('POST', '/api/cars', payload());
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ error: message, field }]);
  });

  it('an unknown city → 400 on cityId', async () => {
    const response = await send('POST', '/api/cars', carBody(999_999));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ error: cityMessages.notFound, field: 'cityId' }]);
  });
});

describe('registration numbers', () => {
  it('are unique among live cars whatever the letter case → 409 on registrationNumber', async () => {
    await create(carBody(stage.cityId, { registrationNumber: 'M-AB 123' }));
    const response = await send('POST', '/api/cars', carBody(stage.cityId, { registrationNumber: 'm-ab 123' }));
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual([{ error: carMessages.registrationTaken, field: 'registrationNumber' }]);
  });

  it('may be taken again once the car holding it is deleted', async () => {
    const old = await create(carBody(stage.cityId, { registrationNumber: 'HH-XY 9' }));
    expect(
      (await stage.app.inject({ method: 'DELETE', url: `/api/cars/${old.id}`, headers: stage.admin.headers }))
        .statusCode,
    ).toBe(204);
    const response = await send('POST', '/api/cars', carBody(stage.cityId, { registrationNumber: 'HH-XY 9' }));
    expect(response.statusCode).toBe(201);
  });

  it('an update onto another car’s plate → 409; keeping its own plate is fine', async () => {
    await create(carBody(stage.cityId, { registrationNumber: 'K-ONE 1' }));
    const car = await create(carBody(stage.cityId, { registrationNumber: 'K-TWO 2' }));
    const clash = await send('PUT', `/api/cars/${car.id}`, carBody(stage.cityId, { registrationNumber: 'K-ONE 1' }));
    expect(clash.statusCode).toBe(409);
    const same = await send('PUT', `/api/cars/${car.id}`, carBody(stage.cityId, { registrationNumber: 'k-two 2' }));
    expect(same.statusCode).toBe(200);
  });
});

describe('PUT /api/cars/{id}', () => {
  it('replaces fields and features; photos given as their URLs are kept, new ones added, missing ones removed', async () => {
    const car = await create(
      carBody(stage.cityId, {
        photosBase64: [dataUrl(PNG_1PX), dataUrl(JPEG_HEADER, 'image/jpeg'), dataUrl(WEBP_HEADER)],
      }),
    );
    const [first, second, third] = car.photoUrls;
    const otherCity = await createCity(stage.app);
    const response = await send('PUT', `/api/cars/${car.id}`, {
      ...carBody(otherCity.id, {
        make: 'Audi',
        model: 'A4',
        registrationNumber: car.registrationNumber,
        features: { seats: 4, doors: 2, transmission: 'Auto', extras: 'Heated seats' },
        photosBase64: [`http://localhost:3000${third}`, first!, dataUrl(PNG_1PX)],
      }),
      id: car.id,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Car>();
    expect(updated).toMatchObject({ id: car.id, make: 'Audi', model: 'A4', city: { id: otherCity.id } });
    expect(updated.carFeatures.map((f) => f.featureText)).toEqual(['4', '2', 'Auto', 'Heated seats']);
    expect(updated.photoUrls.slice(0, 2)).toEqual([third, first]);
    expect(updated.photoUrls).toHaveLength(3);
    expect(updated.photoUrls).not.toContain(second);
    expect((await stage.app.inject({ method: 'GET', url: second! })).statusCode).toBe(404);
    expect(await readCar(car.id)).toEqual(updated);
  });

  it('keeps a photo listed twice once, at its first place', async () => {
    const car = await create(carBody(stage.cityId, { photosBase64: [dataUrl(PNG_1PX), dataUrl(JPEG_HEADER)] }));
    const [first, second] = car.photoUrls;
    const response = await send('PUT', `/api/cars/${car.id}`, {
      ...carBody(stage.cityId, {
        registrationNumber: car.registrationNumber,
        photosBase64: [second!, first!, second!],
      }),
    });
    expect(response.json<Car>().photoUrls).toEqual([second, first]);
  });

  it('refuses a photo URL of another car (no adopting photos)', async () => {
    const other = await create();
    const car = await create();
    const response = await send(
      'PUT',
      `/api/cars/${car.id}`,
      carBody(stage.cityId, { photosBase64: [other.photoUrls[0]!] }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ error: carMessages.photoUnknown, field: 'photosBase64' }]);
  });

  it('refuses a body id that differs from the path', async () => {
    const car = await create();
    const response = await send('PUT', `/api/cars/${car.id}`, { ...carBody(stage.cityId), id: car.id + 1 });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ error: carMessages.idMismatch, field: 'id' }]);
  });

  it('answers 404 for a missing car, 401/403 without the admin role', async () => {
    expect((await send('PUT', '/api/cars/999999', carBody(stage.cityId))).statusCode).toBe(404);
    const anonymous = await stage.app.inject({ method: 'PUT', url: '/api/cars/1', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/cars/{id}', () => {
  it('soft-deletes: the car leaves the fleet but stays readable in its bookings', async () => {
    const car = await create();
    const past = await createBooking(stage.app, {
      carId: car.id,
      startAt: new Date(Date.now() - 72 * 3_600_000),
      endAt: new Date(Date.now() - 48 * 3_600_000),
      status: 'Finished',
    });
    const response = await stage.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: stage.admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await stage.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    const bookings = await stage.app.inject({
      method: 'GET',
      url: `/api/bookings/by-car?carId=${car.id}`,
      headers: stage.admin.headers,
    });
    expect(bookings.json<{ id: number; car: { registrationNumber: string } }[]>()).toEqual([
      expect.objectContaining({
        id: past.id,
        car: expect.objectContaining({ registrationNumber: car.registrationNumber }),
      }),
    ]);
    expect((await stage.app.inject({ method: 'GET', url: car.photoUrls[0]! })).statusCode).toBe(200);
    const again = await stage.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: stage.admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a car with a live booking still to come (409); a canceled one does not hold it', async () => {
    const car = await create();
    await createBooking(stage.app, { carId: car.id, status: 'Canceled' });
    const live = await createBooking(stage.app, {
      carId: car.id,
      startAt: new Date(Date.now() - 3_600_000),
      endAt: new Date(Date.now() + 3_600_000),
      status: 'Active',
    });
    const response = await stage.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: stage.admin.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual([{ error: carMessages.hasUpcomingBookings }]);
    expect(live.id).toBeGreaterThan(0);
    expect((await stage.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await stage.app.inject({ method: 'DELETE', url: '/api/cars/1' })).statusCode).toBe(401);
  });
});

async function readCar(id: number): Promise<Car> {
  return (await stage.app.inject({ method: 'GET', url: `/api/cars/${id}` })).json<Car>();
}
