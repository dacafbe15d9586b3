import { bookingTotal, type CostBreakdown, type CreateBookingBody } from '@wayfare/common';
import type { App } from '../app';
import { createCar, createCity, type TestUser } from './factories';

export interface TripStage {
  carId: number;
  fromCityId: number;
  toCityId: number;
  start: string;
  end: string;
}

let day = 0;
/** Two cities ~100 km apart, a car in the first, and a one-day trip in 2031 that no other stage overlaps. */
export async function createTrip(app: App): Promise<TripStage> {
  const from = await createCity(app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(app, { lat: 52.4, lon: 12.0 });
  const car = await createCar(app, { cityId: from.id, fuelConsumption: 6 });
  day += 3;
  const at = (offset: number) => `${new Date(Date.UTC(2031, 0, 1 + offset)).toISOString().slice(0, 10)}T10:00:00`;
  return { carId: car.id, fromCityId: from.id, toCityId: to.id, start: at(day), end: at(day + 1) };
}

export async function quote(app: App, user: TestUser, stage: TripStage): Promise<CostBreakdown> {
  const payload = {
    carId: stage.carId,
    fromCityId: stage.fromCityId,
    toCityId: stage.toCityId,
    fromDateTime: stage.start,
    toDateTime: stage.end,
    coverage: 0,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings/calculate-cost',
    headers: user.headers,
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`calculate-cost: ${response.statusCode} ${response.body}`);
  return response.json<CostBreakdown>();
}

/** `POST /api/bookings` priced by the server's own calculate-cost, as the web page does. */
export async function book(app: App, user: TestUser, stage: TripStage) {
  const body: CreateBookingBody = {
    carId: stage.carId,
    fromCityId: stage.fromCityId,
    toCityId: stage.toCityId,
    fromDate: stage.start.slice(0, 10),
    startDateTime: stage.start,
    endDateTime: stage.end,
    totalPrice: bookingTotal(await quote(app, user, stage), 0, false),
    coverage: 0,
    userId: user.user.id,
    deliveryAddress: undefined,
  };
  return app.inject({ method: 'POST', url: '/api/bookings', headers: user.headers, payload: body });
}
