import { describe, expect, it } from 'vitest';
import { carMessages, type Booking } from '@wayfare/common';
import { useAdminAndCustomerStage } from '../../test/stage';
import { createBooking, createCar, createCity } from '../../test/factories';

const stage = useAdminAndCustomerStage('Bea Booker');

const get = (url: string, headers: Record<string, string> = stage.admin.headers) =>
  stage.app.inject({ method: 'GET', url, headers });

describe('GET /api/bookings/by-car', () => {
  it("lists the car's bookings, newest trip first, in the read shape with wall-clock times", async () => {
    const from = await createCity(stage.app, { name: 'Vienna', depoAddress: 'Am Hauptbahnhof 1, 1100 Wien' });
    const to = await createCity(stage.app, { name: 'Prague', depoAddress: 'Wilsonova 300/8, 120 00 Praha 2' });
    const car = await createCar(stage.app, {
      cityId: from.id,
      make: 'Toyota',
      model: 'Corolla',
      registrationNumber: 'W-123',
    });
    const older = await createBooking(stage.app, {
      carId: car.id,
      userId: stage.customer.user.id,
      startCityId: from.id,
      endCityId: to.id,
      // Winter: Berlin is UTC+1.
      startAt: new Date('2030-01-10T09:00:00Z'),
      endAt: new Date('2030-01-12T17:30:00Z'),
      status: 'Finished',
      coverage: 2,
      distance: 331,
      totalPrice: 187.4,
    });
    const newer = await createBooking(stage.app, {
      carId: car.id,
      startAt: new Date('2030-02-01T09:00:00Z'),
      endAt: new Date('2030-02-02T09:00:00Z'),
      status: 'Canceled',
    });
    await createBooking(stage.app); // another car's

    const response = await get(`/api/bookings/by-car?carId=${car.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json<Booking[]>();
    expect(list.map((b) => b.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({
      id: older.id,
      bookingStatus: 'Finished',
      startDateTime: '2030-01-10T10:00:00',
      endDateTime: '2030-01-12T18:30:00',
      startCity: { id: from.id, name: 'Vienna', depoAddress: 'Am Hauptbahnhof 1, 1100 Wien' },
      endCity: { id: to.id, name: 'Prague', depoAddress: 'Wilsonova 300/8, 120 00 Praha 2' },
      car: { id: car.id, make: 'Toyota', model: 'Corolla', registrationNumber: 'W-123' },
      user: { id: stage.customer.user.id, email: stage.customer.user.email, name: 'Bea Booker' },
      distance: 331,
      totalPrice: 187.4,
      coverage: 'Premium',
      deliveryAddress: null,
    });
  });

  it('answers [] for a car without bookings and 404 for an unknown car', async () => {
    const car = await createCar(stage.app);
    expect((await get(`/api/bookings/by-car?carId=${car.id}`)).json()).toEqual([]);
    const missing = await get('/api/bookings/by-car?carId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ error: carMessages.notFound }] });
  });

  it('is for admins only', async () => {
    expect((await get('/api/bookings/by-car?carId=1', {})).statusCode).toBe(401);
    expect((await get('/api/bookings/by-car?carId=1', stage.customer.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/bookings/by-car-map', () => {
  it("maps the car's trips that happened or will (not canceled ones)", async () => {
    const [a, b, c] = [await createCity(stage.app), await createCity(stage.app), await createCity(stage.app)];
    const car = await createCar(stage.app, { cityId: a.id });
    const day = (n: number) => new Date(Date.UTC(2030, 5, n));
    await createBooking(stage.app, {
      carId: car.id,
      startCityId: a.id,
      endCityId: b.id,
      startAt: day(1),
      endAt: day(2),
    });
    await createBooking(stage.app, {
      carId: car.id,
      startCityId: b.id,
      endCityId: a.id,
      startAt: day(3),
      endAt: day(4),
    });
    await createBooking(stage.app, {
      carId: car.id,
      startCityId: a.id,
      endCityId: b.id,
      startAt: day(5),
      endAt: day(6),
    });
    await createBooking(stage.app, {
      carId: car.id,
      startCityId: b.id,
      endCityId: c.id,
      startAt: day(7),
      endAt: day(8),
      status: 'Canceled',
    });
    const response = await get(`/api/bookings/by-car-map?carId=${car.id}`);
    expect(response.statusCode).toBe(200);
    const expected = [`${a.id}-${b.id}`, `${b.id}-${a.id}`].sort().join(',');
    expect(response.json()).toEqual({ imgUrl: `/api/maps/trips.svg?trips=${expected}` });
  });

  it('shows a car without trips where it stands; 404 for an unknown car; admins only', async () => {
    const city = await createCity(stage.app);
    const car = await createCar(stage.app, { cityId: city.id });
    expect((await get(`/api/bookings/by-car-map?carId=${car.id}`)).json()).toEqual({
      imgUrl: `/api/maps/trips.svg?trips=${city.id}-${city.id}`,
    });
    expect((await get('/api/bookings/by-car-map?carId=999999')).statusCode).toBe(404);
    expect((await get(`/api/bookings/by-car-map?carId=${car.id}`, stage.customer.headers)).statusCode).toBe(403);
  });
});
