import type { CalculateCostBody, CostBreakdown, CreateBookingBody } from '@wayfare/common';
import { bookingTotal } from '@wayfare/common';
import type { App } from '../app';
import type { CarRow } from '../db/schema';
import { createCar, createCity, type TestUser } from './factories';

/** Two cities ~100 km apart and a car standing in the first: the usual stage of a booking test. */
export async function createTripStage(app: App) {
  const from = await createCity(app, { lat: 52.52, lon: 13.4 });
  const to = await createCity(app, { lat: 52.4, lon: 12.0 });
  const car: CarRow = await createCar(app, { cityId: from.id, fuelConsumption: 6 });
  return { from, to, car };
}

/** `YYYY-MM-DDTHH:mm:ss` on day `n` after 2031-01-01 (always in the future for these tests). */
export function wallClock(dayOffset: number, hour: number): string {
  const date = new Date(Date.UTC(2031, 0, 1 + dayOffset));
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00`;
}

export async function calculateCost(
  app: App,
  user: TestUser,
  body: Partial<CalculateCostBody>,
): Promise<CostBreakdown> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings/calculate-cost',
    headers: user.headers,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`calculate-cost: ${response.statusCode} ${response.body}`);
  return response.json<CostBreakdown>();
}

/** A creation body priced by the server's own calculate-cost, as the web page does. */
export async function bookingBody(
  app: App,
  user: TestUser,
  trip: { carId: number; fromCityId: number; toCityId: number; start: string; end: string },
  extra: { coverage?: 0 | 1 | 2; deliveryAddress?: string } = {},
): Promise<CreateBookingBody> {
  const coverage = extra.coverage ?? 0;
  const cost = await calculateCost(app, user, {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDateTime: trip.start,
    toDateTime: trip.end,
    coverage,
  });
  return {
    carId: trip.carId,
    fromCityId: trip.fromCityId,
    toCityId: trip.toCityId,
    fromDate: trip.start.slice(0, 10),
    startDateTime: trip.start,
    endDateTime: trip.end,
    totalPrice: bookingTotal(cost, coverage, extra.deliveryAddress !== undefined),
    coverage,
    userId: user.user.id,
    deliveryAddress: extra.deliveryAddress,
  };
}

export const postBooking = (app: App, user: TestUser | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/bookings', headers: user?.headers ?? {}, payload: body as object });
